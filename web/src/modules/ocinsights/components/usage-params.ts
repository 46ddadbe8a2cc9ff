/**
 * The dashboard's query lives in the address (`?from=2026-01-01&to=2026-01-31&g=week&project=…`), so a reload or a
 * shared link shows the same figures. What the address leaves out takes the server's defaults: the last 30 days
 * (today included), by day, every project.
 */
import { addDays, parseIsoDate, toIsoDate } from '@/lib/calendar-dates';
import type { Granularity, UsageQuery } from '../api/types';

/** The longest range the server accepts, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;

/** The quick ranges offered next to the dates: the last N days, today included. */
export const PRESETS = [7, 30, 90, 365] as const;
export type Preset = (typeof PRESETS)[number];

export const DEFAULT_PRESET: Preset = 30;

/** The last `days` days up to `today`, both included. */
export function lastDays(days: number, today: Date): { from: string; to: string } {
  return { from: toIsoDate(addDays(today, -(days - 1))), to: toIsoDate(today) };
}

export function defaultQuery(today: Date): UsageQuery {
  return { ...lastDays(DEFAULT_PRESET, today), granularity: 'day', project_id: null };
}

/** The preset the range is, or null for any other range. */
export function presetOf(query: Pick<UsageQuery, 'from' | 'to'>, today: Date): Preset | null {
  return PRESETS.find((days) => {
    const range = lastDays(days, today);
    return range.from === query.from && range.to === query.to;
  }) ?? null;
}

export function parseUsageParams(params: URLSearchParams, today: Date): UsageQuery {
  const defaults = defaultQuery(today);
  const day = (name: string) => {
    const value = params.get(name);
    return parseIsoDate(value) ? (value as string) : null;
  };
  const granularity: Granularity = params.get('g') === 'week' ? 'week' : 'day';
  return { from: day('from') ?? defaults.from, to: day('to') ?? defaults.to, granularity, project_id: params.get('project') || null };
}

/** The address of a query; the defaults are left out, so the dashboard's plain address is its default view. */
export function toUsageParams(query: UsageQuery, today: Date): URLSearchParams {
  const defaults = defaultQuery(today);
  const params = new URLSearchParams();
  if (query.from !== defaults.from || query.to !== defaults.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query.granularity === 'week') params.set('g', 'week');
  if (query.project_id) params.set('project', query.project_id);
  return params;
}

/** Days in the range, both ends included (0 when it ends before it starts). */
export function rangeDays(query: Pick<UsageQuery, 'from' | 'to'>): number {
  const from = parseIsoDate(query.from);
  const to = parseIsoDate(query.to);
  if (!from || !to || to < from) return 0;
  // Calendar days, not hours: a daylight-saving change must not round a day away.
  return Math.round((Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / 86_400_000) + 1;
}

export type RangeProblem = 'reversed' | 'tooLong';

/** Why the server would refuse the range, or null when it is fine. */
export function rangeProblem(query: Pick<UsageQuery, 'from' | 'to'>): RangeProblem | null {
  if (query.to < query.from) return 'reversed';
  return rangeDays(query) > MAX_RANGE_DAYS ? 'tooLong' : null;
}
