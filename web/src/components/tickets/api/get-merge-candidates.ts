import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketPathOf, useTicketCore, type TicketCore } from '../ticket-core';
import type { MergeCandidate } from '../types';

/** GET `<tickets>/{id}/merge-candidates?search`: tickets of the same project that could merge into this one. */
export function getMergeCandidates(core: TicketCore, ticketId: string, search: string) {
  return api.list<MergeCandidate>(`${ticketPathOf(core, ticketId)}/merge-candidates`, { search: search.trim() || undefined });
}

export const mergeCandidatesQueryOptions = (core: TicketCore, ticketId: string, search: string) =>
  queryOptions({
    queryKey: core.keys.mergeCandidates(ticketId, search.trim()),
    queryFn: () => getMergeCandidates(core, ticketId, search),
    placeholderData: keepPreviousData,
  });

export function useMergeCandidates(ticketId: string, search: string) {
  return useQuery(mergeCandidatesQueryOptions(useTicketCore(), ticketId, search));
}
