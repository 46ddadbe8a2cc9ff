import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';
import type { LogFilters } from './types';

/** GET /api/webhooks/apps/{id}/logs?status&event: the application's latest attempts, newest first, at most 100. */
export function getLogs(id: string, filters: LogFilters) {
  return call(typedClient.GET('/api/webhooks/apps/{id}/logs', { params: { path: { id }, query: filters } }), { notify: false });
}

export const logsQueryOptions = (id: string, filters: LogFilters) =>
  queryOptions({ queryKey: webhooksKeys.logsOf(id, filters), queryFn: () => getLogs(id, filters), placeholderData: keepPreviousData });

/** `poll`: whether to ask again every two seconds (the screen turns it on for a while after a replay). */
export function useLogs(id: string, filters: LogFilters, poll: () => boolean = () => false) {
  return useQuery({ ...logsQueryOptions(id, filters), refetchInterval: () => (poll() ? 2000 : false) });
}
