import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import type { CboxItem, CboxSortKey, CboxView } from './types';

export const ITEMS_PAGE_SIZE = 50;

export interface ItemsQuery {
  view: CboxView;
  /** Folder view only; null is the project root. */
  folderId: string | null;
  search?: string;
  sortBy: CboxSortKey;
  descending: boolean;
}

/**
 * GET /api/cbox/items: a folder's children (folders first), what others shared with me, or my trash. With a
 * search the folder view answers name matches across the whole project.
 */
export function getItems(query: ItemsQuery, page: number) {
  return api.list<CboxItem>('/api/cbox/items', {
    view: query.view,
    folder_id: query.view === 'folder' ? query.folderId : null,
    search: query.search?.trim() || undefined,
    sortBy: query.sortBy,
    descending: query.descending,
    page,
    rowsPerPage: ITEMS_PAGE_SIZE,
  }, { notify: false }); // the screen shows the failure in place, with a retry
}

export const itemsQueryKey = ['cbox', 'items'] as const;

export const itemsQueryOptions = (query: ItemsQuery) =>
  infiniteQueryOptions({
    queryKey: [...itemsQueryKey, query],
    queryFn: ({ pageParam }) => getItems(query, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });

export function useItems(query: ItemsQuery, enabled = true) {
  return useInfiniteQuery({ ...itemsQueryOptions(query), enabled });
}
