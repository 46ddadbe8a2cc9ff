import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadOwnersConfig } from './keys';

/** DELETE /api/warranties/nodes/{id} → 204: the node with everything under it (and its items' revisions). */
export function deleteNode(id: string) {
  return call(typedClient.DELETE('/api/warranties/nodes/{id}', { params: { path: { id } } }));
}

export function useDeleteNode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteNode, onSuccess: () => reloadOwnersConfig(client) });
}
