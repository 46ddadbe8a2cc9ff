import type { TFunction } from 'i18next';

export interface SignInValues {
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail both ways of signing in need. */
export function emailProblem(t: TFunction, email: string): string | null {
  if (email.trim() === '') return t('signIn.emailRequired');
  return EMAIL.test(email.trim()) ? null : t('signIn.emailInvalid');
}

/** Signing in with a password needs both. */
export function validateSignIn(t: TFunction, values: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  const email = emailProblem(t, values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = t('signIn.passwordRequired');
  return errors;
}

/** Where to go after signing in: the screen that sent the owner here, when it is one of the portal's. */
export function nextPath(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('/ingresar') ? next : fallback;
}
