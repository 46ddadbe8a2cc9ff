/**
 * Wire types of the usage insights (`GET /api/ocinsights/usage`, issue 19), read from the generated OpenAPI schema,
 * and the query the dashboard asks it with. The schema writes the closed sets (granularity, action) as strings; the
 * narrow names below are what the server sends.
 */
import type { Schema } from '@/api/schemas';

export type UsageOut = Schema<'UsageOut'>;
export type UsageTotals = Schema<'Totals'>;
/** One day, or one week starting on its Monday; every period of the range is listed, zeros included. */
export type UsagePeriod = Schema<'PeriodOut'>;
/** A module's share: a sidebar module's key (`concrete`, `cbox`…) or one of `config`, `home`, `bim`, `api`. */
export type UsageModule = Schema<'ModuleUsage'>;
export type UsageAction = Schema<'ActionUsage'>;
export type UsageProject = Schema<'ProjectUsage'>;

export type Granularity = 'day' | 'week';

/** What a request did: read a screen, or create, edit or delete something. */
export type UsageActionKind = 'view' | 'create' | 'edit' | 'delete';

export const ACTION_KINDS: readonly UsageActionKind[] = ['view', 'create', 'edit', 'delete'];

export const isActionKind = (action: string): action is UsageActionKind => (ACTION_KINDS as readonly string[]).includes(action);

export interface UsageQuery {
  /** First day counted (`YYYY-MM-DD`). */
  from: string;
  /** Last day counted, inclusive. */
  to: string;
  granularity: Granularity;
  /** One project, or every project of the company (null). */
  project_id: string | null;
}
