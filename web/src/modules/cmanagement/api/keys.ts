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
};

/**
 * After anything changes a ticket: its detail (with messages, activity, merges and tasks, all under its key), the
 * lists, and the schedule, which shows postponed tickets and tasks by date.
 */
export async function reloadTicket(client: QueryClient, id: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: cmKeys.ticket(id) }),
    client.invalidateQueries({ queryKey: cmKeys.tickets }),
    client.invalidateQueries({ queryKey: ['cmanagement', 'schedule'] }),
  ]);
}

export const ticketPath = (id: string) => `/api/cmanagement/tickets/${encodeURIComponent(id)}`;
