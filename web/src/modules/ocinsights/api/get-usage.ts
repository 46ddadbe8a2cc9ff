import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { USAGE_PATH, usageKeys, usageParams } from './keys';
import type { UsageOut, UsageQuery } from './types';

/** GET /api/ocinsights/usage: the company's activity over a range, by period, module, action and project. */
export function getUsage(query: UsageQuery) {
  // Not toasted: the dashboard shows the failure in place, with a retry.
  return api.get<UsageOut>(USAGE_PATH, usageParams(query), { notify: false });
}

/** A new range keeps the last figures on screen (dimmed) until the new ones arrive. */
export const usageQueryOptions = (query: UsageQuery) =>
  queryOptions({ queryKey: usageKeys.usage(query), queryFn: () => getUsage(query), placeholderData: keepPreviousData });

/** `enabled` is false while the range is invalid (the server would refuse it). */
export function useUsage(query: UsageQuery, enabled = true) {
  return useQuery({ ...usageQueryOptions(query), enabled });
}
