import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { REQUESTS_PATH, rKeys } from './keys';
import type { RequestsSummary } from './types';

/** GET /api/warranties/requests/summary: how many requests each status has, and the live ones by age. */
export function getRequestsSummary() {
  return api.get<RequestsSummary>(`${REQUESTS_PATH}/summary`, undefined, { notify: false });
}

export const requestsSummaryQueryOptions = queryOptions({ queryKey: rKeys.summary, queryFn: getRequestsSummary });

export function useRequestsSummary() {
  return useQuery(requestsSummaryQueryOptions);
}
