import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useTicketCore, type TicketCore } from '../ticket-core';
import type { Merge } from '../types';

/**
 * POST `<merges>/{mergeId}/undo`. Not toasted: when something new happened since the merge the 422 reason
 * (`errors.merge`) is shown beside that merge.
 */
export function undoMerge(core: TicketCore, merge: Pick<Merge, 'id'>) {
  return api.post<Merge>(`${core.mergesPath}/${encodeURIComponent(merge.id)}/undo`, {}, { notify: false });
}

export function useUndoMerge() {
  const core = useTicketCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (merge: Merge) => undoMerge(core, merge),
    onSettled: async (_data, _error, merge) => {
      await core.reload(client, merge.target.id);
      await core.reload(client, merge.source.id);
    },
  });
}
