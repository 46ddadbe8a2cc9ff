import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { itemsQueryKey } from './get-items';
import { sharesQueryKey } from './get-shares';
import type { CboxShare, ShareRights } from './types';

export interface SaveShareInput extends ShareRights {
  itemId: string;
  userId: string;
}

/**
 * PUT /api/cbox/items/{id}/shares/{userId} `{download, edit, share}`: shares with a person or changes their
 * rights. Granting a right the current user lacks is a 403 `share_escalation` (toasted).
 */
export function saveShare({ itemId, userId, download, edit, share }: SaveShareInput) {
  const path = `/api/cbox/items/${encodeURIComponent(itemId)}/shares/${encodeURIComponent(userId)}`;
  return api.put<CboxShare>(path, { download, edit, share });
}

export function useSaveShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveShare,
    onSettled: async (_data, _error, input) => {
      await client.invalidateQueries({ queryKey: [...sharesQueryKey, input.itemId] });
      // The "shared" badge of the lists.
      await client.invalidateQueries({ queryKey: itemsQueryKey });
    },
  });
}
