import type { TFunction } from 'i18next';

/** A number as the user reads it in their language: decimal comma, one decimal at most. */
export function formatTenths(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** The server's rule for volumes and strengths: a number within [min, max] with one decimal at most. */
export function tenthsError(t: TFunction, language: string, value: number | string, min: number, max: number): string | null {
  if (value === '') return t('concrete-config:validation.required');
  const number = toNumber(value);
  if (!Number.isFinite(number)) return t('concrete-config:validation.number');
  if (Math.abs(number * 10 - Math.round(number * 10)) > 1e-6) return t('concrete-config:validation.decimals');
  if (number < min || number > max) return t('concrete-config:validation.range', { min: formatTenths(min, language), max: formatTenths(max, language) });
  return null;
}

/** A NumberInput's value as sent to the server. */
export function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.replace(',', '.'));
}

/** The server's rule for a name: 1–120 characters once trimmed. */
export const NAME_MAX = 120;

export function nameError(t: TFunction, value: string): string | null {
  const name = value.trim();
  if (!name) return t('concrete-config:validation.required');
  return name.length > NAME_MAX ? t('concrete-config:validation.maxLength', { max: NAME_MAX }) : null;
}
