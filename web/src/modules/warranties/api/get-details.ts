import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unitPath, wKeys } from './keys';
import type { DetailsOut } from './types';

/** GET /api/warranties/units/{id}/details: the five meters (always all of them) and the accessories. */
export function getDetails(unitId: string) {
  return api.get<DetailsOut>(`${unitPath(unitId)}/details`, undefined, { notify: false });
}

export const detailsQueryOptions = (unitId: string) => queryOptions({ queryKey: wKeys.details(unitId), queryFn: () => getDetails(unitId) });

export function useDetails(unitId: string) {
  return useQuery(detailsQueryOptions(unitId));
}
