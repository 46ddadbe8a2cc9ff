/**
 * Wire types of the usage insights (`GET /api/ocinsights/usage`, issue 19 contract "Usage insights"), written by hand
 * until the generated OpenAPI schema holds them, and the query the dashboard asks it with.
 */

export type Granularity = 'day' | 'week';

/** What a request did: read a screen, or create, edit or delete something. */
export type UsageActionKind = 'view' | 'create' | 'edit' | 'delete';

export const ACTION_KINDS: readonly UsageActionKind[] = ['view', 'create', 'edit', 'delete'];

export interface UsageTotals {
  /** Distinct users with at least one request in the range. */
  active_users: number;
  /** Distinct sessions in the range. */
  sessions: number;
  /** Requests (views and changes) in the range. */
  actions: number;
}

/** One day, or one week starting on its Monday (`YYYY-MM-DD`); every period of the range is listed, zeros included. */
export interface UsagePeriod extends UsageTotals {
  period: string;
}

/**
 * A module's share: its key is a sidebar module's (`concrete`, `cbox`…) or one of `config`, `home`, `bim`, `api`.
 */
export interface UsageModule {
  module: string;
  actions: number;
  users: number;
}

export interface UsageAction {
  module: string;
  action: UsageActionKind;
  count: number;
}

export interface UsageProject {
  project_id: string;
  name: string;
  actions: number;
  users: number;
}

export interface UsageOut {
  from: string;
  to: string;
  granularity: Granularity;
  totals: UsageTotals;
  series: UsagePeriod[];
  modules: UsageModule[];
  actions: UsageAction[];
  projects: UsageProject[];
}

export interface UsageQuery {
  /** First day counted (`YYYY-MM-DD`). */
  from: string;
  /** Last day counted, inclusive. */
  to: string;
  granularity: Granularity;
  /** One project, or every project of the company (null). */
  project_id: string | null;
}
