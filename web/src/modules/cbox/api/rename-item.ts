import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { itemQueryKey } from './get-item';
import { itemsQueryKey } from './get-items';
import type { CboxItem } from './types';

export interface RenameItemInput {
  id: string;
  name: string;
}

/** PUT /api/cbox/items/{id} `{name}`. Not toasted: the dialog shows `errors.name` under its input. */
export function renameItem({ id, name }: RenameItemInput) {
  return api.put<CboxItem>(`/api/cbox/items/${encodeURIComponent(id)}`, { name }, { notify: false });
}

export function useRenameItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameItem,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemsQueryKey });
      // Breadcrumbs and open details show the name too.
      await client.invalidateQueries({ queryKey: itemQueryKey });
    },
  });
}
