import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketPathOf, useTicketCore, type TicketCore } from '../ticket-core';
import type { CoreTicket, SendAs, TicketAction } from '../types';

export interface TicketActionInput {
  id: string;
  action: TicketAction;
  /** postpone: YYYY-MM-DD, after today. */
  until?: string;
  /** finish (the justification) and send_as resolved; otherwise an optional message posted first. */
  message?: string;
  private?: boolean;
  send_as?: SendAs;
}

/**
 * POST `<tickets>/{id}/actions`: a status transition (SPEC §4). Not toasted: dialogs show `errors.until` /
 * `errors.message` under their input, and direct buttons toast the error themselves. A 2xx carrying `warnings`
 * (finishing an after-sales request with pending failures) opens the warnings dialog.
 */
export function ticketAction(core: TicketCore, { id, ...body }: TicketActionInput) {
  return api.post<CoreTicket>(`${ticketPathOf(core, id)}/actions`, { ...body }, { notify: false });
}

export function useTicketAction() {
  const core = useTicketCore();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: TicketActionInput) => ticketAction(core, input), onSettled: (_data, _error, input) => core.reload(client, input.id) });
}
