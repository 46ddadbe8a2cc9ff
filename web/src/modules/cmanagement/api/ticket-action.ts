import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadTicket, ticketPath } from './keys';
import type { SendAs, Ticket, TicketAction } from './types';

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
 * POST /api/cmanagement/tickets/{id}/actions: a status transition (SPEC §4). Not toasted: dialogs show
 * `errors.until` / `errors.message` under their input, and direct buttons toast the error themselves.
 */
export function ticketAction({ id, ...body }: TicketActionInput) {
  return api.post<Ticket>(`${ticketPath(id)}/actions`, { ...body }, { notify: false });
}

export function useTicketAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ticketAction, onSettled: (_data, _error, input) => reloadTicket(client, input.id) });
}
