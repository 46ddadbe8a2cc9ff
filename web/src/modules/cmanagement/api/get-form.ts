import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys } from './keys';
import type { TicketForm } from './types';

/** GET /api/cmanagement/form: categories, custom fields, people, templates and limits for forms and filters. */
export function getTicketForm() {
  return api.get<TicketForm>('/api/cmanagement/form');
}

export const ticketFormQueryOptions = queryOptions({
  queryKey: cmKeys.form,
  queryFn: getTicketForm,
  // Configuration changes rarely while a ticket screen is open.
  staleTime: 60_000,
});

export function useTicketForm() {
  return useQuery(ticketFormQueryOptions);
}
