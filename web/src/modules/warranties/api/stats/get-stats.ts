import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { STATS_PATH, statsKeys, statsParams } from './keys';
import type { StatsOut, StatsQuery } from './types';

/** GET /api/warranties/stats: the after-sales figures of the active project (or all the user's) over a range. */
export function getStats(query: StatsQuery) {
  // Not toasted: the screens show the failure in place, with a retry.
  return api.get<StatsOut>(STATS_PATH, statsParams(query), { notify: false });
}

/** A new range keeps the last figures on screen (dimmed) until the new ones arrive. */
export const statsQueryOptions = (query: StatsQuery) =>
  queryOptions({ queryKey: statsKeys.query(query), queryFn: () => getStats(query), placeholderData: keepPreviousData });

/** `enabled` is false while the range is invalid or the user may not read after-sales. */
export function useStats(query: StatsQuery, enabled = true) {
  return useQuery({ ...statsQueryOptions(query), enabled });
}
