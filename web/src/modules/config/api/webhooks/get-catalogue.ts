import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** GET /api/webhooks/events: the events an application can subscribe to, each with its module. */
export function getCatalogue() {
  return call(typedClient.GET('/api/webhooks/events'), { notify: false });
}

// The catalogue is the server's code: it changes only with a new release.
export const catalogueQueryOptions = () => queryOptions({ queryKey: webhooksKeys.catalogue, queryFn: getCatalogue, staleTime: Infinity });

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
