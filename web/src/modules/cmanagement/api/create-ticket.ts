import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useMe } from '@/lib/session';
import { cmKeys } from './keys';
import type { CustomValue, Ticket, TicketBimIn, TicketOrigin, TicketPriority } from './types';

export interface TicketIn {
  subject: string;
  description?: string | null;
  priority: TicketPriority;
  origin: TicketOrigin;
  category_id?: string | null;
  responsible_id?: string | null;
  /** Default on the server: the caller. */
  applicant_id?: string | null;
  cc_ids?: string[];
  custom_values?: Record<string, CustomValue>;
  /** Pins the new ticket to a BIM model element. */
  bim?: TicketBimIn;
}

/**
 * POST /api/cmanagement/tickets → 201. Not toasted: the form puts each 422 message under its input
 * (`custom_values.<fieldId>` under that field).
 */
export function createTicket(projectId: string | null, input: TicketIn) {
  return api.post<Ticket>('/api/cmanagement/tickets', { projectId, ...input }, { notify: false });
}

export function useCreateTicket() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? null;
  return useMutation({
    mutationFn: (input: TicketIn) => createTicket(projectId, input),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: cmKeys.tickets }), client.invalidateQueries({ queryKey: cmKeys.pins })]),
  });
}
