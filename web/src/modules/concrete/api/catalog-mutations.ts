import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { concreteKeys, type CatalogKind } from './keys';
import type { CatalogItem, CatalogItemIn } from './types';

/**
 * POST /api/concrete/{kind} (no `id`) or PUT /api/concrete/{kind}/{id} over the version read. Not toasted: the form
 * puts a 422 under its fields and says what a 409 means.
 */
export function saveCatalogItem(kind: CatalogKind, { id, ...body }: CatalogItemIn & { id?: string }) {
  return id
    ? api.put<CatalogItem>(`/api/concrete/${kind}/${encodeURIComponent(id)}`, body, { notify: false })
    : api.post<CatalogItem>(`/api/concrete/${kind}`, body, { notify: false });
}

/** DELETE /api/concrete/{kind}/{id}: refused (422 on `id`) while placements or samples name it; the caller says why. */
export function deleteCatalogItem(kind: CatalogKind, id: string) {
  return api.delete<unknown>(`/api/concrete/${kind}/${encodeURIComponent(id)}`, undefined, { notify: false });
}

export function useSaveCatalogItem(kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CatalogItemIn & { id?: string }) => saveCatalogItem(kind, input),
    // Settled, not only succeeded: a 409 means someone else changed the list, which is read again.
    onSettled: () => client.invalidateQueries({ queryKey: concreteKeys.catalog(kind) }),
  });
}

export function useDeleteCatalogItem(kind: CatalogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalogItem(kind, id),
    onSettled: () => client.invalidateQueries({ queryKey: concreteKeys.catalog(kind) }),
  });
}
