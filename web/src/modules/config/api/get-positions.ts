import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { Position } from './types';

export type PositionSortKey = 'name' | 'users_count' | 'created_at';

export interface PositionsQuery extends ListQuery {
  search?: string;
  sortBy?: PositionSortKey;
}

/** GET /api/positions: the company's positions, searched, sorted and paginated on the server. */
export function getPositions(query: PositionsQuery) {
  return api.list<Position>('/api/positions', { ...query, search: query.search?.trim() || undefined });
}

export const positionsQueryKey = ['config', 'positions'] as const;

export const positionsQueryOptions = (query: PositionsQuery) =>
  queryOptions({
    queryKey: [...positionsQueryKey, query],
    queryFn: () => getPositions(query),
    placeholderData: keepPreviousData,
  });

export function usePositions(query: PositionsQuery) {
  return useQuery(positionsQueryOptions(query));
}
