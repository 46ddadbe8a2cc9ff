import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, readStoredLocale, storeLocale, toLanguage, toLocale, type Locale } from './locale';
import { buildResources, namespacesOf } from './resources';

export const i18n = i18next.createInstance();

/** Initializes i18next synchronously with the bundled resources and the locale kept in `metadata`. */
export function initI18n(locale: Locale = readStoredLocale()): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const resources = buildResources();
  void i18n.use(initReactI18next).init({
    resources,
    lng: toLanguage(locale),
    fallbackLng: 'es',
    supportedLngs: [...LANGUAGES],
    ns: namespacesOf(resources),
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  syncDocumentLanguage();
  return i18n;
}

function syncDocumentLanguage() {
  document.documentElement.lang = i18n.language;
}

/** The active locale in the wire format (`es | pt`), used for `Accept-Language`. */
export function currentLocale(): Locale {
  return toLocale(i18n.language);
}

/** Switches the UI language and remembers it in localStorage `metadata`. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await i18n.changeLanguage(toLanguage(locale));
  syncDocumentLanguage();
}

/** Translation outside React (API feedback, notifications). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
