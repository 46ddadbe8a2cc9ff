import type { RequestStatus, Stats } from '../../api/types';
import { STATUS_COLORS } from '../shared/status-badge';

export const REQUEST_STATUSES: readonly RequestStatus[] = ['new', 'assigned', 'in_progress', 'postponed', 'finished'];

export const VISIT_COLORS = { confirmed: 'teal', waiting: 'yellow', rejected: 'red' } as const;
export type VisitBucket = keyof typeof VISIT_COLORS;

/** Every status in its order, with 0 for those the server left out. */
export function statusSeries(stats: Stats): { status: RequestStatus; count: number; color: string }[] {
  return REQUEST_STATUSES.map((status) => ({ status, count: stats.by_status.find((entry) => entry.status === status)?.count ?? 0, color: STATUS_COLORS[status] }));
}

export function visitSeries(stats: Stats): { bucket: VisitBucket; count: number; color: string }[] {
  return (Object.keys(VISIT_COLORS) as VisitBucket[]).map((bucket) => ({ bucket, count: stats.visits[bucket], color: VISIT_COLORS[bucket] }));
}

/** Nothing to draw yet: no request in any status. */
export const hasNoRequests = (stats: Stats) => stats.by_status.every((entry) => entry.count === 0) && stats.open === 0 && stats.finished === 0;
