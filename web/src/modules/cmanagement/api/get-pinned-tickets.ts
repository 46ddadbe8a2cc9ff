import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys } from './keys';
import type { Ticket } from './types';

/** The panel of the BIM view lists this many; past it, it says how many there are in all. */
export const PINNED_PAGE_SIZE = 100;

/**
 * GET /api/cmanagement/tickets?bim_model_id[&bim_global_id]: the tickets pinned to a model, or to one of its elements
 * (newest first, as the list sorts by default).
 */
export function getPinnedTickets(modelId: string, globalId: string | null) {
  return api.list<Ticket>(
    '/api/cmanagement/tickets',
    { bim_model_id: modelId, bim_global_id: globalId ?? undefined, rowsPerPage: PINNED_PAGE_SIZE },
    { notify: false }, // the panel shows the failure in place, with a retry
  );
}

export const pinnedTicketsQueryOptions = (modelId: string, globalId: string | null) =>
  queryOptions({
    queryKey: cmKeys.pinnedTickets(modelId, globalId),
    queryFn: () => getPinnedTickets(modelId, globalId),
    placeholderData: keepPreviousData,
  });

export function usePinnedTickets(modelId: string, globalId: string | null) {
  return useQuery(pinnedTicketsQueryOptions(modelId, globalId));
}
