import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { connectorsKeys } from './keys';
import type { Connector, ConnectorKind, Settings } from './types';

/** GET /api/integrations/connectors/{kind}: the settings without secrets, which secrets are set, and the version. */
export async function getConnector(kind: ConnectorKind): Promise<Connector> {
  const connector = await call(typedClient.GET('/api/integrations/connectors/{kind}', { params: { path: { kind } } }), { notify: false });
  // The server's fields are strings, booleans, lists of e-mails or null (config/connectors/fields.rs).
  const settings = connector.settings as Settings;
  return { ...connector, settings };
}

export const connectorQueryOptions = (kind: ConnectorKind) => queryOptions({ queryKey: connectorsKeys.connector(kind), queryFn: () => getConnector(kind) });

export function useConnector(kind: ConnectorKind) {
  return useQuery(connectorQueryOptions(kind));
}
