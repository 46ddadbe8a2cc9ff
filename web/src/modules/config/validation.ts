import type { TFunction } from 'i18next';

/** Names of positions and profiles: 2 to 60 characters once trimmed (the server's rule, docs/api-config-roles.md). */
export const NAME_MIN = 2;
export const NAME_MAX = 60;

/**
 * The server's name rule, checked before sending (SPEC §5): required, 2–60 characters once trimmed, and no two
 * consecutive blank spaces. Returns the message to show under the field, or null.
 */
export function nameError(t: TFunction<'config'>, value: string): string | null {
  const name = value.trim();
  if (name === '') return t('validation.required');
  if (name.length < NAME_MIN) return t('validation.minLength', { min: NAME_MIN });
  if (name.length > NAME_MAX) return t('validation.maxLength', { max: NAME_MAX });
  if (/\s{2}/.test(name)) return t('validation.doubleSpace');
  return null;
}
