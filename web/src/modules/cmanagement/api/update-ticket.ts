import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadTicket, ticketPath } from './keys';
import type { CustomValue, Ticket, TicketBimIn, TicketOrigin, TicketPriority } from './types';

/** Only the keys sent change; `null` clears responsible, category and description, and unpins (`bim`). */
export interface TicketPatch {
  subject?: string;
  description?: string | null;
  priority?: TicketPriority;
  origin?: TicketOrigin;
  category_id?: string | null;
  responsible_id?: string | null;
  cc_ids?: string[];
  custom_values?: Record<string, CustomValue>;
  bim?: TicketBimIn | null;
}

export interface UpdateTicketInput {
  id: string;
  version: number;
  patch: TicketPatch;
}

/** PUT /api/cmanagement/tickets/{id} with the version read. Not toasted: the form handles 422 and 409 (stale). */
export function updateTicket({ id, version, patch }: UpdateTicketInput) {
  return api.put<Ticket>(ticketPath(id), { version, ...patch }, { notify: false });
}

export function useUpdateTicket() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTicket, onSettled: (_data, _error, input) => reloadTicket(client, input.id) });
}
