import type { Schema } from '@/api/schemas';

/** The SPA's module keys (the wire carries them as plain strings in `Me.modules[].module`). */
export type ModuleKey =
  | 'concrete'
  | 'cbox'
  | 'cmanagement'
  | 'quality'
  | 'verifications'
  | 'warranties'
  | 'billing'
  | 'ocinsights'
  | 'tiinsights'
  | 'benchmark';

export type Me = Schema<'MeOut'>;
export type ModuleAccess = Schema<'ModuleAccess'>;
export type ModuleAccessLevel = Schema<'Access'>;
export type NamedRef = Schema<'NamedRef'>;
export type Preferences = Schema<'PreferencesIn'>;
