/**
 * From the server's figures (`StatsOut`) to what the charts and their tables show: every known status, origin and
 * age bucket in a fixed order (absent ones count 0, so the bars keep their place from one range to another), the
 * weeks without requests filled in, and the links of the age buckets to the requests list. Pure, so it is tested
 * on its own; the labels are translated by the components.
 */
import { ORIGINS, STATUSES } from '@/components/tickets/enums';
import { statusColor } from '@/components/tickets/status-badge';
import type { TicketOrigin, TicketStatus } from '@/components/tickets/types';
import { AGE_BUCKETS } from '../../api/requests/get-requests';
import type { AgeBucket } from '../../api/requests/types';
import type { OrdersOnTime, StatsCount, StatsOut, StatsWeek } from '../../api/stats/types';

/** One bar or slice with its table row: `key` is a code to translate, or the name itself for failures. */
export interface StatRow<K extends string = string> {
  key: K;
  value: number;
  /** A Mantine colour name; charts use its shade 6. */
  color: string;
}

export interface AgeRow extends StatRow<AgeBucket> {
  /** The requests list filtered by this bucket. */
  href: string;
}

export type OrdersKey = 'on_time' | 'late' | 'open';

/** From green to red: the older a live request, the warmer its bucket (as the requests list's chips). */
export const AGE_COLORS: Record<AgeBucket, string> = { lt1: 'teal', d1_15: 'lime', d16_30: 'yellow', d31_45: 'orange', gt45: 'red' };

export const ageHref = (bucket: AgeBucket) => `/warranties/solicitudes?age=${bucket}`;

/** Requests by status, N A P P F. */
export function statusRows(stats: StatsOut): StatRow<TicketStatus>[] {
  return STATUSES.map((status) => ({ key: status, value: stats.by_status[status] ?? 0, color: statusColor(status) }));
}

/** Live requests by age bucket, youngest first, each with its link. */
export function ageRows(stats: StatsOut): AgeRow[] {
  return AGE_BUCKETS.map((bucket) => ({
    key: bucket,
    value: stats.by_age.find((count) => count.name === bucket)?.count ?? 0,
    color: AGE_COLORS[bucket],
    href: ageHref(bucket),
  }));
}

/** Requests by origin in the order the forms offer them; an origin this screen does not know yet comes last. */
export function originRows(stats: StatsOut): StatRow[] {
  const known: readonly string[] = ORIGINS;
  const unknown = Object.keys(stats.by_origin).filter((origin) => !known.includes(origin)).sort();
  return [...ORIGINS, ...unknown].map((origin) => ({ key: origin, value: stats.by_origin[origin] ?? 0, color: 'indigo' }));
}

export const isKnownOrigin = (origin: string): origin is TicketOrigin => (ORIGINS as readonly string[]).includes(origin);

/** Failures by place, item or severity as the server ranks them (most first, ten at most). */
export function countRows(counts: readonly StatsCount[], color = 'orange'): StatRow[] {
  return counts.map((count) => ({ key: count.name, value: count.count, color }));
}

/** Orders of the range: managed by their end, managed or past their end late, still to come. */
export function ordersRows(orders: OrdersOnTime): StatRow<OrdersKey>[] {
  return [
    { key: 'on_time', value: orders.on_time, color: 'teal' },
    { key: 'late', value: orders.late, color: 'red' },
    { key: 'open', value: orders.open, color: 'blue' },
  ];
}

const DAY_MS = 86_400_000;

function mondayTime(week: string): number | null {
  const [year, month, day] = week.split('-').map(Number);
  if (!year || !month || !day) return null;
  return Date.UTC(year, month - 1, day);
}

function isoOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Requests created and finished per week, oldest first, with the weeks in between that had neither (the server
 * leaves them out): a time axis with holes would put two distant weeks side by side.
 */
export function weekSeries(weeks: readonly StatsWeek[]): StatsWeek[] {
  const byTime = new Map<number, StatsWeek>();
  for (const week of weeks) {
    const time = mondayTime(week.week);
    if (time !== null) byTime.set(time, week);
  }
  const times = [...byTime.keys()].sort((a, b) => a - b);
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return [];
  const out: StatsWeek[] = [];
  for (let time = first; time <= last; time += 7 * DAY_MS) {
    out.push(byTime.get(time) ?? { week: isoOf(time), created: 0, finished: 0 });
  }
  return out;
}

/** `part` of `total` as a fraction, or null when there is nothing to divide. */
export function share(part: number, total: number): number | null {
  return total > 0 ? part / total : null;
}

/** Requests of the range that are not finished. */
export const liveCount = (stats: StatsOut) => stats.total - (stats.by_status.finished ?? 0);

export const hasRequests = (stats: StatsOut) => stats.total > 0;
