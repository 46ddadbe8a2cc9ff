import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useMe } from '@/lib/session';
import { cmKeys } from './keys';
import type { BulkResult, TicketPriority } from './types';

export type BulkAction = 'postpone' | 'resume' | 'reopen' | 'finish' | 'open';

export interface BulkInput {
  /** 1–100 tickets. */
  ids: string[];
  responsible_id?: string;
  priority?: TicketPriority;
  category_id?: string;
  action?: BulkAction;
  until?: string;
  message?: string;
}

/**
 * POST /api/cmanagement/tickets/bulk: one change on many tickets. The tickets it could not change come back in
 * `failed` (and as `warnings`, which the screen lists itself instead of the warnings dialog).
 */
export function bulkTickets(projectId: string | null, input: BulkInput) {
  return api.post<BulkResult>('/api/cmanagement/tickets/bulk', { projectId, ...input }, { notify: false, showWarnings: false });
}

export function useBulkTickets() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? null;
  return useMutation({
    mutationFn: (input: BulkInput) => bulkTickets(projectId, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cmKeys.tickets }),
        client.invalidateQueries({ queryKey: ['cmanagement', 'ticket'] }),
        client.invalidateQueries({ queryKey: ['cmanagement', 'schedule'] }),
        client.invalidateQueries({ queryKey: cmKeys.pins }),
      ]),
  });
}
