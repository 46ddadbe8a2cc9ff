import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unitPath, wKeys } from './keys';
import type { RevisionOut } from './types';

/** GET /api/warranties/units/{id}/revision: the unit type's checklist with this unit's answers and their counts. */
export function getRevision(unitId: string) {
  return api.get<RevisionOut>(`${unitPath(unitId)}/revision`, undefined, { notify: false });
}

export const revisionQueryOptions = (unitId: string) => queryOptions({ queryKey: wKeys.revision(unitId), queryFn: () => getRevision(unitId) });

export function useRevision(unitId: string) {
  return useQuery(revisionQueryOptions(unitId));
}
