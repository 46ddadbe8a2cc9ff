import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketPathOf, useTicketCore, type TicketCore } from '../ticket-core';
import type { Merge } from '../types';

/** GET `<tickets>/{id}/merges`: the tickets merged into this one, newest first. */
export function getMerges(core: TicketCore, ticketId: string) {
  return api.get<Merge[]>(`${ticketPathOf(core, ticketId)}/merges`);
}

export const mergesQueryOptions = (core: TicketCore, ticketId: string) =>
  queryOptions({ queryKey: core.keys.merges(ticketId), queryFn: () => getMerges(core, ticketId) });

export function useMerges(ticketId: string) {
  return useQuery(mergesQueryOptions(useTicketCore(), ticketId));
}
