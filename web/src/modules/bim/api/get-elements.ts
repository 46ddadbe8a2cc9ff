import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import { bimElementsQueryKey } from './keys';
import type { BimElement } from './types';

export const ELEMENTS_PAGE_SIZE = 100;

export interface ElementsQuery {
  /** GlobalId of a spatial node (storey or space): the elements it contains. */
  storey?: string | null;
  /** Part of the element's name. */
  search?: string;
  /** IFC class, e.g. IfcWall. */
  class?: string | null;
}

/** GET /api/bim/models/{id}/elements: the indexed elements, filtered and paged (at most 200 a page). */
export function getBimElements(modelId: string, query: ElementsQuery, page: number) {
  return api.list<BimElement>(
    `/api/bim/models/${encodeURIComponent(modelId)}/elements`,
    {
      storey: query.storey ?? undefined,
      search: query.search?.trim() || undefined,
      class: query.class ?? undefined,
      page,
      rowsPerPage: ELEMENTS_PAGE_SIZE,
    },
    { notify: false },
  );
}

export const bimElementsQueryOptions = (modelId: string, query: ElementsQuery) =>
  infiniteQueryOptions({
    queryKey: [...bimElementsQueryKey(modelId), query],
    queryFn: ({ pageParam }) => getBimElements(modelId, query, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });

export function useBimElements(modelId: string, query: ElementsQuery, enabled = true) {
  return useInfiniteQuery({ ...bimElementsQueryOptions(modelId, query), enabled });
}
