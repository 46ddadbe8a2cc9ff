import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadOwnersConfig } from './keys';
import type { ChecklistNode, NodeIn } from './types';

export interface CreateNodeInput extends NodeIn {
  unitTypeId: string;
}

/**
 * POST /api/warranties/unit-types/{id}/nodes → 201: without a parent an area, else a node one level below its parent
 * (place, item, issue). Not toasted: the editor shows a 422 by its input.
 */
export function createNode({ unitTypeId, ...body }: CreateNodeInput): Promise<ChecklistNode> {
  return call(typedClient.POST('/api/warranties/unit-types/{id}/nodes', { params: { path: { id: unitTypeId } }, body }), { notify: false });
}

export function useCreateNode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createNode, onSuccess: () => reloadOwnersConfig(client) });
}
