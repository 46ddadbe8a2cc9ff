/**
 * Wire types of the after-sales statistics (`GET /api/warranties/stats`, docs/api-after-sales.md "Statistics"), read
 * from the generated OpenAPI schema, and the query the dashboard and the statistics screen ask it with.
 */
import type { Schema } from '@/api/schemas';

export type StatsOut = Schema<'StatsOut'>;
/** A name with how many times it occurs (an age bucket, a place, an item, a severity). */
export type StatsCount = Schema<'Count'>;
/** Average and median of a duration, with how many requests it is made of (null figures when none). */
export type Spread = Schema<'Spread'>;
export type OrdersOnTime = Schema<'OrdersOnTime'>;
/** Requests created and finished in the ISO week starting on `week` (a Monday). */
export type StatsWeek = Schema<'Week'>;

export interface StatsQuery {
  /** Requests created on or after this day (`YYYY-MM-DD`), or no lower bound. */
  from: string | null;
  /** Requests created on or before this day (inclusive), or no upper bound. */
  to: string | null;
  /** Every project of the user instead of the active one. */
  all_projects: boolean;
}

/** The whole life of the active project: what the dashboard shows. */
export const ALL_TIME: StatsQuery = { from: null, to: null, all_projects: false };
