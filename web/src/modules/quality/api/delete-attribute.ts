import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadAttributes } from './reload';

/** DELETE /api/quality/attributes/{id} → 204; one whose values activities hold is a 422, shown as the toast. */
export function deleteAttribute(id: string) {
  return call(typedClient.DELETE('/api/quality/attributes/{id}', { params: { path: { id } } }));
}

export function useDeleteAttribute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAttribute, onSettled: () => reloadAttributes(client) });
}
