import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** GET /api/webhooks/apps: the company's applications with their events (a handful, not paged). */
export function getApps() {
  return call(typedClient.GET('/api/webhooks/apps'), { notify: false });
}

export const appsQueryOptions = () => queryOptions({ queryKey: webhooksKeys.apps, queryFn: getApps });

export function useApps() {
  return useQuery(appsQueryOptions());
}
