import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys, ticketPath } from './keys';
import type { Ticket } from './types';

/** GET /api/cmanagement/tickets/{id}/merge-candidates?search: tickets of the same project that could merge into this one. */
export function getMergeCandidates(ticketId: string, search: string) {
  return api.list<Ticket>(`${ticketPath(ticketId)}/merge-candidates`, { search: search.trim() || undefined });
}

export const mergeCandidatesQueryOptions = (ticketId: string, search: string) =>
  queryOptions({
    queryKey: cmKeys.mergeCandidates(ticketId, search.trim()),
    queryFn: () => getMergeCandidates(ticketId, search),
    placeholderData: keepPreviousData,
  });

export function useMergeCandidates(ticketId: string, search: string) {
  return useQuery(mergeCandidatesQueryOptions(ticketId, search));
}
