import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadTicket, ticketPath } from './keys';
import type { Merge } from './types';

export interface MergeTicketInput {
  /** The target: the ticket that stays. */
  ticketId: string;
  /** The ticket merged into it (then read-only). */
  sourceId: string;
}

/** POST /api/cmanagement/tickets/{id}/merge `{source_id}`. Not toasted: a refusal is shown under the picker (`errors.source_id`). */
export function mergeTicket({ ticketId, sourceId }: MergeTicketInput) {
  return api.post<Merge>(`${ticketPath(ticketId)}/merge`, { source_id: sourceId }, { notify: false });
}

export function useMergeTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mergeTicket,
    onSuccess: async (_merge, input) => {
      await reloadTicket(client, input.ticketId);
      await reloadTicket(client, input.sourceId);
    },
  });
}
