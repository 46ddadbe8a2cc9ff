import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextPageParam } from '@/lib/api';
import { cmKeys, ticketPath } from './keys';
import type { ActivityEntry } from './types';

export const ACTIVITY_PAGE_SIZE = 20;

/** GET /api/cmanagement/tickets/{id}/activity: what happened to the ticket, newest first. */
export function getActivity(ticketId: string, page: number) {
  return api.list<ActivityEntry>(`${ticketPath(ticketId)}/activity`, { page, rowsPerPage: ACTIVITY_PAGE_SIZE }, { notify: false });
}

export const activityQueryOptions = (ticketId: string) =>
  infiniteQueryOptions({
    queryKey: cmKeys.activity(ticketId),
    queryFn: ({ pageParam }) => getActivity(ticketId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useActivity(ticketId: string) {
  return useInfiniteQuery(activityQueryOptions(ticketId));
}
