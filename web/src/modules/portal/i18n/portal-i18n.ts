import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from '../locales/es.json';
import pt from '../locales/pt-BR.json';
import type { PortalLocale } from '../api/types';
import { initialLocale, readStoredLocale, storeLocale, toPortalLocale } from './locale';

/** The portal's one namespace; its own i18next instance, so the staff SPA's translations never load here. */
export const PORTAL_NS = 'portal';

export function createPortalI18n(locale: PortalLocale = initialLocale()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { es: { [PORTAL_NS]: es }, 'pt-BR': { [PORTAL_NS]: pt } },
    lng: locale,
    fallbackLng: 'es',
    supportedLngs: ['es', 'pt-BR'],
    ns: [PORTAL_NS],
    defaultNS: PORTAL_NS,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = instance.language;
  return instance;
}

export const currentLocale = (instance: I18n): PortalLocale => toPortalLocale(instance.language);

/** The language switch: remembered in localStorage `obra_owner_locale`. */
export async function chooseLocale(instance: I18n, locale: PortalLocale): Promise<void> {
  storeLocale(locale);
  await instance.changeLanguage(locale);
}

/** After sign-in: the owner's locale (their company's country) unless they chose one with the switch. */
export async function applyOwnerLocale(instance: I18n, locale: PortalLocale): Promise<void> {
  if (readStoredLocale() === null && instance.language !== locale) await instance.changeLanguage(locale);
}
