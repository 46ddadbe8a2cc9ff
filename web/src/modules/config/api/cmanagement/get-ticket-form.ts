import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TicketForm } from './types';

/**
 * GET /api/cmanagement/form (for the active project): here only for `max_active_fields` and the fields, to show how
 * many active fields a category has of the most it may have. Not toasted: without it the screen counts its own rows.
 */
export function getTicketForm() {
  return api.get<TicketForm>('/api/cmanagement/form', undefined, { notify: false });
}

export const ticketFormQueryKey = ['config', 'cmanagement', 'form'] as const;

export const ticketFormQueryOptions = queryOptions({ queryKey: ticketFormQueryKey, queryFn: getTicketForm });

export function useTicketForm() {
  return useQuery(ticketFormQueryOptions);
}
