import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketPathOf, useTicketCore, type TicketCore } from '../ticket-core';
import type { Merge } from '../types';

export interface MergeTicketInput {
  /** The target: the ticket that stays. */
  ticketId: string;
  /** The ticket merged into it (then read-only). */
  sourceId: string;
}

/** POST `<tickets>/{id}/merge` `{source_id}`. Not toasted: a refusal is shown under the picker (`errors.source_id`). */
export function mergeTicket(core: TicketCore, { ticketId, sourceId }: MergeTicketInput) {
  return api.post<Merge>(`${ticketPathOf(core, ticketId)}/merge`, { source_id: sourceId }, { notify: false });
}

export function useMergeTicket() {
  const core = useTicketCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeTicketInput) => mergeTicket(core, input),
    onSuccess: async (_merge, input) => {
      await core.reload(client, input.ticketId);
      await core.reload(client, input.sourceId);
    },
  });
}
