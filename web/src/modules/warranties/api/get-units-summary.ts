import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { wKeys } from './keys';
import type { UnitsSummary } from './types';

/** GET /api/warranties/units/summary: how many units the project has in each status. */
export function getUnitsSummary() {
  return api.get<UnitsSummary>('/api/warranties/units/summary', undefined, { notify: false });
}

export const unitsSummaryQueryOptions = queryOptions({ queryKey: wKeys.summary, queryFn: getUnitsSummary });

export function useUnitsSummary() {
  return useQuery(unitsSummaryQueryOptions);
}
