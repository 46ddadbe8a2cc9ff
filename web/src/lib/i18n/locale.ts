import { readJson, storageKeys, writeJson } from '@/lib/storage';

/** The product's two locales (SPEC §1): the wire and storage use `es | pt`, i18next uses `es | pt-BR`. */
export type Locale = 'es' | 'pt';
export type Language = 'es' | 'pt-BR';

export const DEFAULT_LOCALE: Locale = 'es';
export const LANGUAGES: readonly Language[] = ['es', 'pt-BR'];

export function toLanguage(locale: string | null | undefined): Language {
  return locale === 'pt' || locale === 'pt-BR' ? 'pt-BR' : 'es';
}

export function toLocale(language: string | null | undefined): Locale {
  return language === 'pt' || language?.startsWith('pt-') ? 'pt' : 'es';
}

interface Metadata {
  locale?: string;
}

/** The locale kept in localStorage `metadata` (JSON), `es` when absent or unreadable. */
export function readStoredLocale(): Locale {
  const metadata = readJson<Metadata | null>(storageKeys.metadata, null);
  return metadata && typeof metadata === 'object' ? toLocale(metadata.locale ?? DEFAULT_LOCALE) : DEFAULT_LOCALE;
}

/** Whether this browser has a language choice of its own (a fresh browser has none). */
export function hasStoredLocale(): boolean {
  const metadata = readJson<Metadata | null>(storageKeys.metadata, null);
  return Boolean(metadata && typeof metadata === 'object' && metadata.locale);
}

export function storeLocale(locale: Locale): void {
  const current = readJson<Metadata | null>(storageKeys.metadata, null);
  writeJson(storageKeys.metadata, { ...(current && typeof current === 'object' ? current : {}), locale });
}
