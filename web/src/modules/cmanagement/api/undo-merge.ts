import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadTicket } from './keys';
import type { Merge } from './types';

/**
 * POST /api/cmanagement/merges/{mergeId}/undo. Not toasted: when something new happened since the merge the
 * 422 reason (`errors.merge`) is shown beside that merge.
 */
export function undoMerge(merge: Pick<Merge, 'id'>) {
  return api.post<Merge>(`/api/cmanagement/merges/${encodeURIComponent(merge.id)}/undo`, {}, { notify: false });
}

export function useUndoMerge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (merge: Merge) => undoMerge(merge),
    onSettled: async (_data, _error, merge) => {
      await reloadTicket(client, merge.target.id);
      await reloadTicket(client, merge.source.id);
    },
  });
}
