import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import { ticketPathOf, useTicketCore, type TicketCore } from '../ticket-core';
import type { TicketMessage } from '../types';

export const MESSAGES_PAGE_SIZE = 50;

/** GET `<tickets>/{id}/messages`: the thread, oldest first. */
export function getMessages(core: TicketCore, ticketId: string, page: number) {
  return api.list<TicketMessage>(`${ticketPathOf(core, ticketId)}/messages`, { page, rowsPerPage: MESSAGES_PAGE_SIZE }, { notify: false });
}

export const messagesQueryOptions = (core: TicketCore, ticketId: string) =>
  infiniteQueryOptions({
    queryKey: core.keys.messages(ticketId),
    queryFn: ({ pageParam }) => getMessages(core, ticketId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useMessages(ticketId: string) {
  return useInfiniteQuery(messagesQueryOptions(useTicketCore(), ticketId));
}
