import { useSearchParams } from 'react-router';
import { UNIT_SORT_KEYS, type UnitSortKey, type UnitsQuery } from '../../api/get-units';
import { isUnitStatus } from '../status/unit-status';

export type UnitFilters = Pick<UnitsQuery, 'search' | 'status' | 'unit_type_id' | 'responsible_id'>;

const EMPTY: UnitFilters = { search: '', status: [], unit_type_id: null, responsible_id: null };

export const hasFilters = (query: UnitFilters) =>
  query.search.trim() !== '' || query.status.length > 0 || query.unit_type_id !== null || query.responsible_id !== null;

/** Reads the list's state from the URL: `?search=&status=new,delivered&type=&responsible=&page=2&sort=floor&desc=1`. */
export function parseUnitsQuery(params: URLSearchParams): UnitsQuery {
  const sort = params.get('sort');
  const status = (params.get('status') ?? '').split(',').filter(isUnitStatus);
  return {
    search: params.get('search') ?? '',
    status,
    unit_type_id: params.get('type') || null,
    responsible_id: params.get('responsible') || null,
    page: Math.max(1, Number(params.get('page')) || 1),
    sortBy: UNIT_SORT_KEYS.find((key) => key === sort) ?? 'name',
    descending: params.get('desc') === '1',
  };
}

export function toUnitsParams(query: UnitsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status.length > 0) params.set('status', query.status.join(','));
  if (query.unit_type_id) params.set('type', query.unit_type_id);
  if (query.responsible_id) params.set('responsible', query.responsible_id);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sortBy !== 'name') params.set('sort', query.sortBy);
  if (query.descending) params.set('desc', '1');
  return params;
}

/** The fichas list's filters, sort and page live in the URL, so a reload or a shared link opens the same list. */
export function useUnitsParams() {
  const [params, setParams] = useSearchParams();
  const query = parseUnitsQuery(params);
  const replace = (next: UnitsQuery) => setParams(toUnitsParams(next), { replace: true });
  return {
    query,
    setFilters: (change: Partial<UnitFilters>) => replace({ ...query, ...change, page: 1 }),
    clearFilters: () => replace({ ...query, ...EMPTY, page: 1 }),
    setPage: (page: number) => replace({ ...query, page }),
    setSort: (sortBy: UnitSortKey, descending: boolean) => replace({ ...query, sortBy, descending, page: 1 }),
  };
}
