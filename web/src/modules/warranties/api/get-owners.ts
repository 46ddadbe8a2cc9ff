import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unitPath, wKeys } from './keys';
import type { OwnerOut } from './types';

/** GET /api/warranties/units/{id}/owners: the unit's owners and receivers. */
export function getOwners(unitId: string) {
  return api.get<OwnerOut[]>(`${unitPath(unitId)}/owners`, undefined, { notify: false });
}

export const ownersQueryOptions = (unitId: string) => queryOptions({ queryKey: wKeys.owners(unitId), queryFn: () => getOwners(unitId) });

export function useOwners(unitId: string) {
  return useQuery(ownersQueryOptions(unitId));
}
