import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { itemQueryKey } from './get-item';
import { itemsQueryKey } from './get-items';

export interface MoveItemsInput {
  ids: string[];
  /** Null moves to the project root. */
  parentId: string | null;
}

/** POST /api/cbox/items/move; a refusal (a folder into itself) is a 422 on `parent_id`, toasted. */
export function moveItems({ ids, parentId }: MoveItemsInput) {
  return api.post<{ moved: number }>('/api/cbox/items/move', { ids, parent_id: parentId });
}

export function useMoveItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveItems,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemsQueryKey });
      await client.invalidateQueries({ queryKey: itemQueryKey });
    },
  });
}
