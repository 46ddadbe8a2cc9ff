import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadOwnersConfig } from './keys';
import type { ChecklistNode, NodeIn } from './types';

/** PUT /api/warranties/nodes/{id}: renames a node and sets an issue's severity. Not toasted: the editor shows a 422. */
export function updateNode({ id, ...body }: NodeIn & { id: string }): Promise<ChecklistNode> {
  return call(typedClient.PUT('/api/warranties/nodes/{id}', { params: { path: { id } }, body }), { notify: false });
}

export function useUpdateNode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateNode, onSuccess: () => reloadOwnersConfig(client) });
}
