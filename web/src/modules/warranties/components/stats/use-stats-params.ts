import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { StatsQuery } from '../../api/stats/types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` of the address, or null (an empty or malformed value is no bound). */
function day(value: string | null): string | null {
  return value && DAY.test(value) ? value : null;
}

/** Reads the statistics' filters from the address: `?from=2026-01-01&to=2026-03-31&all=1`. */
export function parseStatsParams(params: URLSearchParams): StatsQuery {
  return { from: day(params.get('from')), to: day(params.get('to')), all_projects: params.get('all') === '1' };
}

/** The address of a query; what is not set is left out. */
export function toStatsParams(query: StatsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.all_projects) params.set('all', '1');
  return params;
}

/** The range ends before it starts (the server would refuse it with a 422 on `to`). */
export const isReversed = (query: StatsQuery) => query.from !== null && query.to !== null && query.to < query.from;

/** A date bound narrows the requests counted (the project scope does not make an empty result "filtered"). */
export const hasDateFilter = (query: StatsQuery) => query.from !== null || query.to !== null;

/**
 * The statistics' filters live in the address, so a reload or a shared link shows the same figures. A change builds
 * on the last one asked for until the address has caught up with it: filling "Desde" and then "Hasta" at once
 * (faster than the router commits a navigation) keeps both.
 */
export function useStatsParams() {
  const [params, setParams] = useSearchParams();
  const query = parseStatsParams(params);
  const address = toStatsParams(query).toString();
  const pending = useRef<StatsQuery | null>(null);
  useEffect(() => {
    // Once the address holds the last change asked for, it is the truth again (an earlier change may land first).
    if (pending.current && toStatsParams(pending.current).toString() === address) pending.current = null;
  }, [address]);
  const apply = (next: StatsQuery) => {
    pending.current = next;
    setParams(toStatsParams(next), { replace: true });
  };
  const base = () => pending.current ?? query;
  return {
    query,
    update: (change: Partial<StatsQuery>) => apply({ ...base(), ...change }),
    clear: () => apply({ ...base(), from: null, to: null }),
  };
}
