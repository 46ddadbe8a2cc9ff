import type { QueryClient } from '@tanstack/react-query';

/** Every Cmanagement query key starts here, so one prefix reloads a whole family. */
export const cmKeys = {
  all: ['cmanagement'] as const,
  form: ['cmanagement', 'form'] as const,
  tickets: ['cmanagement', 'tickets'] as const,
  ticket: (id: string) => ['cmanagement', 'ticket', id] as const,
  messages: (id: string) => ['cmanagement', 'ticket', id, 'messages'] as const,
  activity: (id: string) => ['cmanagement', 'ticket', id, 'activity'] as const,
  merges: (id: string) => ['cmanagement', 'ticket', id, 'merges'] as const,
  tasks: (id: string) => ['cmanagement', 'ticket', id, 'tasks'] as const,
  mergeCandidates: (id: string, search: string) => ['cmanagement', 'merge-candidates', id, search] as const,
  /** Under `tickets`, so whatever reloads the lists reloads the tickets pinned to a model too. */
  pinnedTickets: (modelId: string, globalId: string | null) => ['cmanagement', 'tickets', 'bim', modelId, globalId] as const,
  pinCandidates: (search: string) => ['cmanagement', 'tickets', 'pin-candidates', search] as const,
  /** Every model's pins (colours of the BIM view). */
  pins: ['cmanagement', 'bim-pins'] as const,
  modelPins: (modelId: string) => ['cmanagement', 'bim-pins', modelId] as const,
};

/**
 * After anything changes a ticket: its detail (with messages, activity, merges and tasks, all under its key), the
 * lists, the schedule, which shows postponed tickets and tasks by date, and the BIM pins, coloured by status and
 * priority.
 */
export async function reloadTicket(client: QueryClient, id: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: cmKeys.ticket(id) }),
    client.invalidateQueries({ queryKey: cmKeys.tickets }),
    client.invalidateQueries({ queryKey: ['cmanagement', 'schedule'] }),
    client.invalidateQueries({ queryKey: cmKeys.pins }),
  ]);
}

export const ticketPath = (id: string) => `/api/cmanagement/tickets/${encodeURIComponent(id)}`;
