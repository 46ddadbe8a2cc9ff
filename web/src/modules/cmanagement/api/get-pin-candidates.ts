import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys } from './keys';
import type { Ticket } from './types';

/**
 * GET /api/cmanagement/tickets?search: the project's tickets a person may pin to an element. The list has no filter
 * for "not pinned", so the pinned ones are left out here, from a page larger than the picker shows.
 */
export async function getPinCandidates(search: string): Promise<Ticket[]> {
  const page = await api.list<Ticket>('/api/cmanagement/tickets', { search: search.trim() || undefined, rowsPerPage: 50 }, { notify: false });
  return page.data.filter((ticket) => ticket.bim === null);
}

export const pinCandidatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: cmKeys.pinCandidates(search.trim()),
    queryFn: () => getPinCandidates(search),
    placeholderData: keepPreviousData,
  });

export function usePinCandidates(search: string) {
  return useQuery(pinCandidatesQueryOptions(search));
}
