import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { wKeys } from './keys';
import type { UnitOut, UnitStatus } from './types';

export type UnitSortKey = 'name' | 'floor' | 'status' | 'scheduled_at' | 'delivery_date';
export const UNIT_SORT_KEYS: readonly UnitSortKey[] = ['name', 'floor', 'status', 'scheduled_at', 'delivery_date'];
export const UNITS_PAGE_SIZE = 20;

export interface UnitsQuery {
  search: string;
  status: UnitStatus[];
  unit_type_id: string | null;
  responsible_id: string | null;
  page: number;
  sortBy: UnitSortKey;
  descending: boolean;
}

/** GET /api/warranties/units: the active project's units, filtered, sorted and paged on the server. */
export function getUnits({ search, status, ...query }: UnitsQuery) {
  return api.list<UnitOut>(
    '/api/warranties/units',
    { ...query, search: search.trim() || undefined, status: status.length > 0 ? status : undefined, rowsPerPage: UNITS_PAGE_SIZE },
    { notify: false }, // the list shows the failure in place, with a retry
  );
}

export const unitsQueryOptions = (query: UnitsQuery) =>
  queryOptions({ queryKey: [...wKeys.units, 'list', query], queryFn: () => getUnits(query), placeholderData: keepPreviousData });

export function useUnits(query: UnitsQuery) {
  return useQuery(unitsQueryOptions(query));
}
