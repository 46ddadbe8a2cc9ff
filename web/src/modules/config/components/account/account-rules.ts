import type { TFunction } from 'i18next';
import type { Account, AccountLocale, AccountPatch } from '../../api/account-types';

/** The server's limits on the account's own data (first name 1–30, last name 1–50, e-mail at most 100). */
export const FIRST_NAME_MAX = 30;
export const LAST_NAME_MAX = 50;
export const EMAIL_MAX = 100;

export interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
  locale: AccountLocale;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function accountValues(account: Account): AccountValues {
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email ?? '',
    locale: account.locale === 'pt' ? 'pt' : 'es',
  };
}

/** What the form sends: trimmed names, the e-mail trimmed and lowercased (as the server keeps it), the version read. */
export function accountPatch(values: AccountValues, version: number): AccountPatch {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    locale: values.locale,
    version,
  };
}

/** Whether saving would change anything. */
export function hasChanges(values: AccountValues, account: Account): boolean {
  const next = accountPatch(values, account.version);
  const current = accountValues(account);
  return next.first_name !== current.first_name || next.last_name !== current.last_name || next.email !== current.email || next.locale !== current.locale;
}

/** Whether saving would replace the e-mail (which then has to be verified again). */
export function changesEmail(values: AccountValues, account: Account): boolean {
  return accountPatch(values, account.version).email !== (account.email ?? '');
}

/** Client-side checks mirroring the server's, for `useForm({validate})`. */
export function accountRules(t: TFunction<'config-account'>) {
  const bounded = (max: number) => (value: string) => {
    const text = value.trim();
    if (text === '') return t('validation.required');
    return text.length > max ? t('validation.maxLength', { max }) : null;
  };
  return {
    first_name: bounded(FIRST_NAME_MAX),
    last_name: bounded(LAST_NAME_MAX),
    email: (value: string) => {
      const text = value.trim();
      if (text === '') return null;
      if (text.length > EMAIL_MAX) return t('validation.maxLength', { max: EMAIL_MAX });
      return EMAIL.test(text) ? null : t('validation.email');
    },
  };
}

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
  end_other_sessions: boolean;
}

/** Required fields and 'Valores no coinciden'; the strength rule is the server's, shown under the field. */
export function passwordRules(t: TFunction<'config-account'>) {
  const required = (value: string) => (value === '' ? t('validation.required') : null);
  return {
    current_password: required,
    password: required,
    password_confirmation: (value: string, values: PasswordValues) =>
      value === '' ? t('validation.required') : value !== values.password ? t('validation.mismatch') : null,
  };
}
