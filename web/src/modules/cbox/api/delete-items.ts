import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { itemsQueryKey } from './get-items';

/** DELETE /api/cbox/items `{ids}`: to the trash, restorable for 30 days. */
export function deleteItems(ids: string[]) {
  return api.delete<{ deleted: number }>('/api/cbox/items', { ids });
}

export function useDeleteItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteItems,
    onSettled: () => client.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
