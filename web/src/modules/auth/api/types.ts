import type { Schema } from '@/api/schemas';

export type Registration = Schema<'RegistrationOut'>;
export type RegisterInput = Schema<'RegisterIn'>;
export type SetupInput = Schema<'SetupIn'>;
export type Credentials = Schema<'LoginIn'>;

/** The wire's `RegistrationOut.step` values (a plain string in the schema). */
export type RegistrationStep = 'validating' | 'preparing_environment' | 'creating_account' | 'finalizing' | 'ready' | 'failed';

/** Countries accepted by POST /register (ISO 3166-1 alpha-2, per the schema's description). */
export const COUNTRIES = ['CL', 'BR', 'PE', 'CO', 'MX', 'AR', 'EC', 'UY', 'PY', 'BO'] as const;
export type Country = (typeof COUNTRIES)[number];
