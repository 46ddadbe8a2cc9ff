import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import { cmKeys, ticketPath } from './keys';
import type { TicketMessage } from './types';

export const MESSAGES_PAGE_SIZE = 50;

/** GET /api/cmanagement/tickets/{id}/messages: the thread, oldest first. */
export function getMessages(ticketId: string, page: number) {
  return api.list<TicketMessage>(`${ticketPath(ticketId)}/messages`, { page, rowsPerPage: MESSAGES_PAGE_SIZE }, { notify: false });
}

export const messagesQueryOptions = (ticketId: string) =>
  infiniteQueryOptions({
    queryKey: cmKeys.messages(ticketId),
    queryFn: ({ pageParam }) => getMessages(ticketId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useMessages(ticketId: string) {
  return useInfiniteQuery(messagesQueryOptions(ticketId));
}
