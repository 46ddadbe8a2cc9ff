import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CboxItemDetail } from './types';

/** GET /api/cbox/items/{id}: one item with its visible ancestors (404 'Documento no encontrado' otherwise). */
export function getItem(id: string) {
  // Not toasted: the screens show a missing folder or file in place.
  return api.get<CboxItemDetail>(`/api/cbox/items/${encodeURIComponent(id)}`, undefined, { notify: false });
}

export const itemQueryKey = ['cbox', 'item'] as const;

export const itemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...itemQueryKey, id],
    queryFn: () => getItem(id),
  });

export function useItem(id: string | null) {
  return useQuery({ ...itemQueryOptions(id ?? ''), enabled: id !== null });
}
