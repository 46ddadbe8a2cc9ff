import type { TFunction } from 'i18next';
import type { User, UserIn } from '../../api/types';

export type UserLocale = 'es' | 'pt';
export type FormMode = 'create' | 'edit';

/** What the form edits; ids are null until chosen and the password stays empty on edit unless typed. */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  position_id: string | null;
  profile_id: string | null;
  project_ids: string[];
  password: string;
  password_confirmation: string;
  /** Null on edit: the user's language is kept (the list does not say which it is). */
  locale: UserLocale | null;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/** The server's lengths (SPEC §5 user import, docs of `UserIn`). */
export const LIMITS = { first_name: 30, last_name: 50, usernameMin: 2, username: 100, email: 100, passwordMin: 8, password: 128 } as const;

// The server's patterns: usernames of letters, digits and . _ - @; its e-mail pattern.
const USERNAME = /^[\p{L}\p{N}._\-@]+$/u;
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Characters as the server counts them (code points, not UTF-16 units). */
const length = (value: string) => Array.from(value).length;

export function emptyUserValues(locale: UserLocale): UserFormValues {
  return { first_name: '', last_name: '', username: '', email: '', position_id: null, profile_id: null, project_ids: [], password: '', password_confirmation: '', locale };
}

export function userValues(user: User): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email ?? '',
    position_id: user.position?.id ?? null,
    profile_id: user.profile?.id ?? null,
    project_ids: user.projects.map((project) => project.id),
    password: '',
    password_confirmation: '',
    locale: user.locale === 'pt' || user.locale === 'es' ? user.locale : null,
  };
}

function bounded(t: TFunction<'config'>, value: string, max: number, min = 1): string | undefined {
  const text = value.trim();
  if (text === '') return t('validation.required');
  if (length(text) < min) return t('validation.minLength', { min });
  if (length(text) > max) return t('validation.maxLength', { max });
  return undefined;
}

function emailError(t: TFunction<'config'>, value: string): string | undefined {
  const email = value.trim();
  if (email === '') return undefined;
  if (length(email) > LIMITS.email) return t('validation.maxLength', { max: LIMITS.email });
  return EMAIL.test(email) ? undefined : t('validation.email');
}

/** The password pair: required on create; on edit only checked once a password is typed. */
function passwordErrors(t: TFunction<'config'>, values: UserFormValues, mode: FormMode): UserFormErrors {
  const { password, password_confirmation: confirmation } = values;
  if (mode === 'edit' && password === '') return {};
  const errors: UserFormErrors = {};
  if (password === '') errors.password = t('validation.required');
  else if (length(password) < LIMITS.passwordMin || !/\p{L}/u.test(password) || !/[0-9]/.test(password)) errors.password = t('validation.passwordWeak');
  else if (length(password) > LIMITS.password) errors.password = t('validation.maxLength', { max: LIMITS.password });
  if (confirmation === '') errors.password_confirmation = t('validation.required');
  else if (confirmation !== password) errors.password_confirmation = t('validation.mismatch');
  return errors;
}

/**
 * The server's rules, checked before sending (SPEC §5): names 1–30 and 1–50, username 2–100 of letters, digits
 * and . _ - @, e-mail valid and at most 100, position, profile and at least one project, and the password pair
 * ('Valores no coinciden'). Only fields with an error are present in the result.
 */
export function validateUser(t: TFunction<'config'>, values: UserFormValues, mode: FormMode): UserFormErrors {
  const found: [keyof UserFormValues, string | undefined][] = [
    ['first_name', bounded(t, values.first_name, LIMITS.first_name)],
    ['last_name', bounded(t, values.last_name, LIMITS.last_name)],
    ['username', bounded(t, values.username, LIMITS.username, LIMITS.usernameMin) ?? (USERNAME.test(values.username.trim()) ? undefined : t('validation.usernameFormat'))],
    ['email', emailError(t, values.email)],
    ['position_id', values.position_id ? undefined : t('validation.required')],
    ['profile_id', values.profile_id ? undefined : t('validation.required')],
    ['project_ids', values.project_ids.length > 0 ? undefined : t('validation.required')],
  ];
  const errors: UserFormErrors = passwordErrors(t, values, mode);
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}

/** Username and e-mail as the server stores them: trimmed and lower-cased. */
export const normalizedUsername = (value: string) => value.trim().toLowerCase();
const normalizedEmail = (value: string) => value.trim().toLowerCase();

/** The body sent: trimmed texts, no e-mail when empty, the password only when typed, the language when chosen. */
export function toUserIn(values: UserFormValues): UserIn {
  const body: UserIn = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim() === '' ? null : values.email.trim(),
    position_id: values.position_id,
    profile_id: values.profile_id,
    project_ids: values.project_ids,
  };
  if (values.password !== '') {
    body.password = values.password;
    body.password_confirmation = values.password_confirmation;
  }
  if (values.locale) body.locale = values.locale;
  return body;
}

export function usernameChanged(user: User, values: UserFormValues): boolean {
  return normalizedUsername(values.username) !== normalizedUsername(user.username);
}

/** Whether saving would change anything, compared the way the server compares (else 'Sin cambios para enviar'). */
export function hasChanges(user: User, values: UserFormValues): boolean {
  const before = new Set(user.projects.map((project) => project.id));
  const sameProjects = before.size === new Set(values.project_ids).size && values.project_ids.every((id) => before.has(id));
  return (
    values.first_name.trim() !== user.first_name ||
    values.last_name.trim() !== user.last_name ||
    usernameChanged(user, values) ||
    normalizedEmail(values.email) !== normalizedEmail(user.email ?? '') ||
    values.position_id !== (user.position?.id ?? null) ||
    values.profile_id !== (user.profile?.id ?? null) ||
    !sameProjects ||
    values.password !== '' ||
    (values.locale !== null && values.locale !== user.locale)
  );
}
