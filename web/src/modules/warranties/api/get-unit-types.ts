import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { wKeys } from './keys';
import type { UnitTypeOut } from './types';

/** GET /api/warranties/unit-types: the project's unit types (a project has a handful), for pickers and filters. */
export function getUnitTypes() {
  return api.list<UnitTypeOut>('/api/warranties/unit-types', { rowsPerPage: 100 }, { notify: false });
}

export const unitTypesQueryOptions = queryOptions({ queryKey: wKeys.unitTypes, queryFn: getUnitTypes, select: (page) => page.data });

export function useUnitTypes() {
  return useQuery(unitTypesQueryOptions);
}
