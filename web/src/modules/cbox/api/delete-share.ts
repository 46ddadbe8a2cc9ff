import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { itemsQueryKey } from './get-items';
import { sharesQueryKey } from './get-shares';

export interface DeleteShareInput {
  itemId: string;
  userId: string;
}

/** DELETE /api/cbox/items/{id}/shares/{userId} → 204: the person loses access. */
export function deleteShare({ itemId, userId }: DeleteShareInput) {
  return api.delete<undefined>(`/api/cbox/items/${encodeURIComponent(itemId)}/shares/${encodeURIComponent(userId)}`, {});
}

export function useDeleteShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShare,
    onSettled: async (_data, _error, input) => {
      await client.invalidateQueries({ queryKey: [...sharesQueryKey, input.itemId] });
      await client.invalidateQueries({ queryKey: itemsQueryKey });
    },
  });
}
