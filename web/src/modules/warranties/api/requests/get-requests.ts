import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { REQUESTS_PATH, rKeys } from './keys';
import type { AgeBucket, RequestOrigin, RequestOut, RequestSortKey, RequestStatus } from './types';

export const REQUEST_SORT_KEYS: readonly RequestSortKey[] = ['number', 'created_at', 'updated_at', 'priority', 'status'];
export const AGE_BUCKETS: readonly AgeBucket[] = ['lt1', 'd1_15', 'd16_30', 'd31_45', 'gt45'];
export const REQUESTS_PAGE_SIZE = 20;

export interface RequestFilters {
  search: string;
  status: RequestStatus[];
  origin: RequestOrigin[];
  age: AgeBucket | null;
  responsible_id: string | null;
}

export interface RequestsQuery extends RequestFilters {
  /** A unit's requests (its ficha's `solicitudes` tab). */
  unit_id?: string | null;
  page: number;
  sortBy: RequestSortKey;
  descending: boolean;
}

/** GET /api/warranties/requests: the active project's requests, filtered, sorted and paged on the server. */
export function getRequests({ search, status, origin, ...query }: RequestsQuery) {
  return api.list<RequestOut>(
    REQUESTS_PATH,
    {
      ...query,
      search: search.trim() || undefined,
      status: status.length > 0 ? status : undefined,
      origin: origin.length > 0 ? origin : undefined,
      rowsPerPage: REQUESTS_PAGE_SIZE,
    },
    { notify: false }, // the list shows the failure in place, with a retry
  );
}

export const requestsQueryOptions = (query: RequestsQuery) =>
  queryOptions({ queryKey: [...rKeys.requests, 'list', query], queryFn: () => getRequests(query), placeholderData: keepPreviousData });

export function useRequests(query: RequestsQuery) {
  return useQuery(requestsQueryOptions(query));
}
