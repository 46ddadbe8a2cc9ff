import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUnit, unitPath, wKeys } from './keys';
import type { RevisionIn, RevisionOut } from './types';

export interface SaveRevisionInput extends RevisionIn {
  unitId: string;
  itemId: string;
}

/**
 * PUT /api/warranties/units/{id}/revision/{itemId}: one item's answer; the server answers the whole revision. Not
 * toasted: the row shows a 422 under its fields.
 */
export function saveRevisionItem({ unitId, itemId, ...body }: SaveRevisionInput) {
  return api.put<RevisionOut>(`${unitPath(unitId)}/revision/${encodeURIComponent(itemId)}`, { ...body }, { notify: false });
}

export function useSaveRevisionItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRevisionItem,
    onSuccess: (revision, input) => {
      client.setQueryData(wKeys.revision(input.unitId), revision);
      // The unit's failure count and the act preview follow the revision.
      return reloadUnit(client, input.unitId);
    },
  });
}
