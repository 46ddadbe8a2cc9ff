import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { itemsQueryKey } from './get-items';

/** POST /api/cbox/items/restore `{ids}`: back from the trash to where they were. */
export function restoreItems(ids: string[]) {
  return api.post<{ restored: number }>('/api/cbox/items/restore', { ids });
}

export function useRestoreItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreItems,
    onSettled: () => client.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
