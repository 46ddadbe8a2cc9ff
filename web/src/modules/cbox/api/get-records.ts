import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import type { CboxRecord } from './types';

export const RECORDS_PAGE_SIZE = 20;

/** GET /api/cbox/items/{id}/records: what happened to the item, newest first. */
export function getRecords(itemId: string, page: number) {
  return api.list<CboxRecord>(`/api/cbox/items/${encodeURIComponent(itemId)}/records`, { page, rowsPerPage: RECORDS_PAGE_SIZE });
}

export const recordsQueryKey = ['cbox', 'records'] as const;

export const recordsQueryOptions = (itemId: string) =>
  infiniteQueryOptions({
    queryKey: [...recordsQueryKey, itemId],
    queryFn: ({ pageParam }) => getRecords(itemId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useRecords(itemId: string) {
  return useInfiniteQuery(recordsQueryOptions(itemId));
}
