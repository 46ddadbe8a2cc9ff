import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys } from './keys';
import type { Ticket, TicketOrigin, TicketPriority, TicketStatus } from './types';

export type TicketSortKey = 'number' | 'subject' | 'created_at' | 'updated_at' | 'priority' | 'status' | 'postponed_until';

export const TICKETS_PAGE_SIZE = 20;

/** The list's filters as the server names them; empty ones are left out of the query string. */
export interface TicketFilters {
  search: string;
  status: TicketStatus[];
  priority: TicketPriority[];
  origin: TicketOrigin[];
  category_id: string | null;
  /** A user id, or `none`: tickets without a responsible. */
  responsible_id: string | null;
  applicant_id: string | null;
  created_from: string | null;
  created_to: string | null;
  field_id: string | null;
  field_value: string | null;
}

export interface TicketsQuery extends TicketFilters {
  page: number;
  sortBy: TicketSortKey;
  descending: boolean;
}

/** GET /api/cmanagement/tickets: the project's tickets (merged ones never), filtered, sorted and paginated. */
export function getTickets({ search, status, priority, origin, field_id, field_value, ...query }: TicketsQuery) {
  // An empty list is no filter: it is left out rather than sent as `status=`.
  const lists = Object.fromEntries(Object.entries({ status, priority, origin }).filter(([, values]) => values.length > 0));
  const field = field_id && field_value !== null && field_value !== '' ? { field_id, field_value } : {};
  return api.list<Ticket>(
    '/api/cmanagement/tickets',
    { ...query, ...lists, ...field, search: search.trim() || undefined, rowsPerPage: TICKETS_PAGE_SIZE },
    { notify: false }, // the screen shows the failure in place, with a retry
  );
}

export const ticketsQueryOptions = (query: TicketsQuery) =>
  queryOptions({
    queryKey: [...cmKeys.tickets, query],
    queryFn: () => getTickets(query),
    placeholderData: keepPreviousData,
  });

export function useTickets(query: TicketsQuery) {
  return useQuery(ticketsQueryOptions(query));
}
