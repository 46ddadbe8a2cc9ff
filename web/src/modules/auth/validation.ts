import type { TFunction as I18nTFunction } from 'i18next';

type TFunction = I18nTFunction<'auth'>;

export const MIN_PASSWORD = 8;

/** Client-side checks mirroring the server's (SPEC §5): required, minimum length, 'Valores no coinciden'. */
export function passwordRules(t: TFunction) {
  return {
    password: (value: string) =>
      !value ? t('validation.required') : value.length < MIN_PASSWORD ? t('validation.minPassword', { count: MIN_PASSWORD }) : null,
    password_confirmation: (value: string, values: { password: string }) =>
      !value ? t('validation.required') : value !== values.password ? t('validation.mismatch') : null,
  };
}

export function required(t: TFunction) {
  return (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined) ? null : t('validation.required');
}

/** Copies the server's field errors (first message each) onto a form. */
export function fieldErrorsOf(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
}
