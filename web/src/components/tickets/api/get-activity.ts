import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import { ticketPathOf, useTicketCore, type TicketCore } from '../ticket-core';
import type { ActivityEntry } from '../types';

export const ACTIVITY_PAGE_SIZE = 20;

/** GET `<tickets>/{id}/activity`: what happened to the ticket, newest first. */
export function getActivity(core: TicketCore, ticketId: string, page: number) {
  return api.list<ActivityEntry>(`${ticketPathOf(core, ticketId)}/activity`, { page, rowsPerPage: ACTIVITY_PAGE_SIZE }, { notify: false });
}

export const activityQueryOptions = (core: TicketCore, ticketId: string) =>
  infiniteQueryOptions({
    queryKey: core.keys.activity(ticketId),
    queryFn: ({ pageParam }) => getActivity(core, ticketId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useActivity(ticketId: string) {
  return useInfiniteQuery(activityQueryOptions(useTicketCore(), ticketId));
}
