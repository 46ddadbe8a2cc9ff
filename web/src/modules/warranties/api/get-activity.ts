import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unitPath, wKeys } from './keys';
import type { ActivityOut } from './types';

/** GET /api/warranties/units/{id}/activity: what happened to the unit, newest first (the last 50). */
export function getActivity(unitId: string) {
  return api.list<ActivityOut>(`${unitPath(unitId)}/activity`, undefined, { notify: false });
}

export const activityQueryOptions = (unitId: string) => queryOptions({ queryKey: wKeys.activity(unitId), queryFn: () => getActivity(unitId) });

export function useActivity(unitId: string) {
  return useQuery(activityQueryOptions(unitId));
}
