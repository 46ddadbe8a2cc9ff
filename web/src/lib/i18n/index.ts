export { changeLocale, currentLocale, i18n, initI18n, translate } from './i18n';
export { hasStoredLocale, readStoredLocale, toLanguage, toLocale, type Language, type Locale } from './locale';
