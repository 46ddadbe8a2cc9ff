import type { StatsOut } from '../api/stats/types';

/** A project with a few requests: figures small enough to count by hand. */
export function statsOut(overrides: Partial<StatsOut> = {}): StatsOut {
  return {
    total: 3,
    by_status: { new: 1, pending: 1, finished: 1 },
    by_age: [
      { name: 'lt1', count: 1 },
      { name: 'd1_15', count: 0 },
      { name: 'd16_30', count: 1 },
      { name: 'd31_45', count: 0 },
      { name: 'gt45', count: 0 },
    ],
    by_origin: { call: 2, email: 1 },
    failures_total: 3,
    failures_out_of_warranty: 1,
    failures_by_place: [
      { name: 'Baño', count: 2 },
      { name: 'Cocina', count: 1 },
    ],
    failures_by_item: [
      { name: 'Cerámica', count: 2 },
      { name: 'Grifería', count: 1 },
    ],
    failures_by_severity: [{ name: 'Alta', count: 2 }],
    first_response_hours: { avg: 3.5, median: 3, count: 2 },
    close_days: { avg: 2, median: 2, count: 1 },
    orders: { total: 3, on_time: 1, late: 1, open: 1 },
    requests_by_week: [
      { week: '2026-11-02', created: 2, finished: 0 },
      { week: '2026-11-16', created: 1, finished: 1 },
    ],
    ...overrides,
  };
}

/** A project without a single request. */
export const EMPTY_STATS = statsOut({
  total: 0,
  by_status: {},
  by_age: [],
  by_origin: {},
  failures_total: 0,
  failures_out_of_warranty: 0,
  failures_by_place: [],
  failures_by_item: [],
  failures_by_severity: [],
  first_response_hours: { avg: null, median: null, count: 0 },
  close_days: { avg: null, median: null, count: 0 },
  orders: { total: 0, on_time: 0, late: 0, open: 0 },
  requests_by_week: [],
});

/** Who may read after-sales and deliveries. */
export const STATS_READER = ['modulo_entregas', 'modulo_postventa'];
