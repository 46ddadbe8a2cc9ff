/**
 * TODO-generate: replace with `components['schemas']['Me']` (and friends) from src/api/schema.gen.ts once
 * the server's openapi.json is committed. Shapes follow docs/api-foundation.md.
 */
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

export type ModuleAccessLevel = 'granted' | 'plan' | 'profile';

export interface ModuleAccess {
  module: ModuleKey;
  permission: string;
  access: ModuleAccessLevel;
}

export interface NamedRef {
  id: string;
  name: string;
}

export interface Me {
  user: {
    id: string;
    username: string;
    first_name: string;
    last_name: string;
    email: string;
    locale: 'es' | 'pt';
    email_verified: boolean;
    is_superadmin: boolean;
    position: NamedRef | null;
    profile: NamedRef | null;
  };
  company: {
    id: string;
    name: string;
    country: string;
    plan: 'free' | 'trial' | 'full';
    effective_plan: string;
    trial_ends_at: string | null;
    setup_completed: boolean;
  };
  locale: 'es' | 'pt';
  permissions: string[];
  active_project_id: string | null;
  projects: NamedRef[];
  modules: ModuleAccess[];
}
