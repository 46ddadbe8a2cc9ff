import { useSearchParams } from 'react-router';
import { ORIGINS, STATUSES, pick } from '@/components/tickets/enums';
import { AGE_BUCKETS, REQUEST_SORT_KEYS, type RequestFilters, type RequestsQuery } from '../../api/requests/get-requests';
import type { RequestSortKey } from '../../api/requests/types';

/** The newest first unless the URL says otherwise. */
const DEFAULT_SORT: RequestSortKey = 'number';

export const NO_FILTERS: RequestFilters = { search: '', status: [], origin: [], age: null, responsible_id: null };

export const hasFilters = (query: RequestFilters) =>
  query.search.trim() !== '' || query.status.length + query.origin.length > 0 || query.age !== null || query.responsible_id !== null;

const list = (params: URLSearchParams, key: string) => (params.get(key) ?? '').split(',').filter(Boolean);

/**
 * Reads the list's state from the URL (`?search=&status=new,open&origin=call&age=d1_15&responsible=&page=2
 * &sort=created_at&asc=1`), named as the API names its parameters where it can; defaults are left out.
 */
export function parseRequestsQuery(params: URLSearchParams): RequestsQuery {
  const sort = params.get('sort');
  const age = params.get('age');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: params.get('search') ?? '',
    status: pick(STATUSES, list(params, 'status')),
    origin: pick(ORIGINS, list(params, 'origin')),
    age: AGE_BUCKETS.find((bucket) => bucket === age) ?? null,
    responsible_id: params.get('responsible') || null,
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sortBy: REQUEST_SORT_KEYS.find((key) => key === sort) ?? DEFAULT_SORT,
    descending: params.get('asc') !== '1',
  };
}

export function toRequestsParams(query: RequestsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status.length > 0) params.set('status', query.status.join(','));
  if (query.origin.length > 0) params.set('origin', query.origin.join(','));
  if (query.age) params.set('age', query.age);
  if (query.responsible_id) params.set('responsible', query.responsible_id);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sortBy !== DEFAULT_SORT) params.set('sort', query.sortBy);
  if (!query.descending) params.set('asc', '1');
  return params;
}

/** The requests list's filters, sort and page live in the URL, so a reload or a shared link opens the same list. */
export function useRequestsParams() {
  const [params, setParams] = useSearchParams();
  const query = parseRequestsQuery(params);
  const replace = (next: RequestsQuery) => setParams(toRequestsParams(next), { replace: true });
  return {
    query,
    setFilters: (change: Partial<RequestFilters>) => replace({ ...query, ...change, page: 1 }),
    clearFilters: () => replace({ ...query, ...NO_FILTERS, page: 1 }),
    setPage: (page: number) => replace({ ...query, page }),
    setSort: (sortBy: RequestSortKey, descending: boolean) => replace({ ...query, sortBy, descending, page: 1 }),
  };
}
