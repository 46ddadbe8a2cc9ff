import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys, ticketPath } from './keys';
import type { Merge } from './types';

/** GET /api/cmanagement/tickets/{id}/merges: the tickets merged into this one, newest first. */
export function getMerges(ticketId: string) {
  return api.get<Merge[]>(`${ticketPath(ticketId)}/merges`);
}

export const mergesQueryOptions = (ticketId: string) => queryOptions({ queryKey: cmKeys.merges(ticketId), queryFn: () => getMerges(ticketId) });

export function useMerges(ticketId: string) {
  return useQuery(mergesQueryOptions(ticketId));
}
