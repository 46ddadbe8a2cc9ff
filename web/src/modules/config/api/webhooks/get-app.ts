import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** GET /api/webhooks/apps/{id}: one application with its events (404 for another company's). */
export function getApp(id: string) {
  return call(typedClient.GET('/api/webhooks/apps/{id}', { params: { path: { id } } }), { notify: false });
}

export const appQueryOptions = (id: string) => queryOptions({ queryKey: webhooksKeys.app(id), queryFn: () => getApp(id) });

export function useApp(id: string) {
  return useQuery(appQueryOptions(id));
}
