import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CboxShare } from './types';

/** GET /api/cbox/items/{id}/shares: who the item is shared with and what each may do (needs the share right). */
export function getShares(itemId: string) {
  return api.get<CboxShare[]>(`/api/cbox/items/${encodeURIComponent(itemId)}/shares`);
}

export const sharesQueryKey = ['cbox', 'shares'] as const;

export const sharesQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: [...sharesQueryKey, itemId], queryFn: () => getShares(itemId) });

export function useShares(itemId: string) {
  return useQuery(sharesQueryOptions(itemId));
}
