import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys, ticketPath } from './keys';
import type { Ticket } from './types';

/** GET /api/cmanagement/tickets/{id}. Not toasted: the screen shows a missing ticket in place. */
export function getTicket(id: string) {
  return api.get<Ticket>(ticketPath(id), undefined, { notify: false });
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...cmKeys.ticket(id), 'detail'], queryFn: () => getTicket(id) });

export function useTicket(id: string) {
  return useQuery(ticketQueryOptions(id));
}
