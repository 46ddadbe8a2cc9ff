import type { Schema } from '@/api/schemas';

/** The signed-in user's own data (`GET /api/account`). */
export type Account = Schema<'AccountOut'>;
/** The two languages of the account, as the wire writes them. */
export type AccountLocale = 'es' | 'pt';

/** Body of `PUT /api/account`: what the form edits, with the version read. */
export interface AccountPatch {
  first_name: string;
  last_name: string;
  /** Empty clears the address. */
  email: string;
  locale: AccountLocale;
  version: number;
}

/** Body of `POST /api/account/password`. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
  end_other_sessions: boolean;
}

/** One of the user's live sessions (`GET /api/account/sessions`). */
export type AccountSession = Schema<'SessionOut'>;
