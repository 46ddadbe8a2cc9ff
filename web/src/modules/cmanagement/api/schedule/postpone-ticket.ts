import { api } from '@/lib/api';
import type { Ticket } from '../types';

/**
 * POST /api/cmanagement/tickets/{id}/actions `{action: 'postpone', until}`: a postponed ticket comes back on another
 * day (`until` must be after today). Not toasted: the caller rolls back and shows the error.
 */
export function postponeTicket(ticketId: string, until: string) {
  return api.post<Ticket>(`/api/cmanagement/tickets/${encodeURIComponent(ticketId)}/actions`, { action: 'postpone', until }, { notify: false });
}
