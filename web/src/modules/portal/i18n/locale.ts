import { readString, writeString } from '@/lib/storage/local-storage';
import type { PortalLocale } from '../api/types';

/** The owner's language choice, kept apart from the staff's `metadata`. */
export const LOCALE_KEY = 'obra_owner_locale';
export const LOCALES: readonly PortalLocale[] = ['es', 'pt-BR'];

export function toPortalLocale(tag: string | null | undefined): PortalLocale {
  return tag?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'es';
}

/** The language the owner chose with the switch, or null when they never did. */
export function readStoredLocale(): PortalLocale | null {
  const stored = readString(LOCALE_KEY);
  return stored === 'es' || stored === 'pt-BR' ? stored : null;
}

export function storeLocale(locale: PortalLocale): void {
  writeString(LOCALE_KEY, locale);
}

/** The browser's first language: Portuguese of any country is pt-BR, anything else Spanish. */
export function browserLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): PortalLocale {
  const first = languages.find((tag) => /^(pt|es)\b/i.test(tag));
  return toPortalLocale(first);
}

/** The choice kept, else the browser's language; after sign-in the owner's own locale replaces the latter. */
export function initialLocale(): PortalLocale {
  return readStoredLocale() ?? browserLocale();
}
