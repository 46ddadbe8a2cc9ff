/** TODO-generate: replace with `components['schemas']['Registration']` etc. from src/api/schema.gen.ts. */
export type RegistrationStep = 'validating' | 'preparing_environment' | 'creating_account' | 'finalizing' | 'ready' | 'failed';

export interface Registration {
  id: string;
  step: RegistrationStep;
  username: string;
}

export const COUNTRIES = ['CL', 'BR', 'PE', 'CO', 'MX', 'AR', 'EC', 'UY', 'PY', 'BO'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  country: Country;
  accept_terms: boolean;
}

export interface SetupInput {
  example_project: boolean;
  company_name: string;
  phone: string;
  projects_in_progress: number;
  referral_source: string;
}
