import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { connectorsKeys } from './keys';
import type { ConnectorKind } from './types';

/** GET /api/integrations/connectors/{kind}/logs: the last 100 rows, newest first. */
export function getLogs(kind: ConnectorKind) {
  return call(typedClient.GET('/api/integrations/connectors/{kind}/logs', { params: { path: { kind } } }), { notify: false });
}

export const logsQueryOptions = (kind: ConnectorKind) => queryOptions({ queryKey: connectorsKeys.logs(kind), queryFn: () => getLogs(kind) });

export function useConnectorLogs(kind: ConnectorKind) {
  return useQuery(logsQueryOptions(kind));
}
