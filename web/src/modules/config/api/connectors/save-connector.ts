import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { connectorsKeys } from './keys';
import type { Connector, ConnectorKind, Settings } from './types';

export interface ConnectorInput {
  active: boolean;
  /** Secrets only when typed: one left out keeps its value. */
  settings: Record<string, unknown>;
  version: number;
}

/**
 * PUT /api/integrations/connectors/{kind} over the version read: 409 when another change came first, 422 with
 * `settings.<field>` errors. Not toasted: the form puts both in place.
 */
export async function saveConnector(kind: ConnectorKind, { active, settings, version }: ConnectorInput): Promise<Connector> {
  const body = { active, settings, version };
  const saved = await call(typedClient.PUT('/api/integrations/connectors/{kind}', { params: { path: { kind } }, body }), { notify: false });
  const shown = saved.settings as Settings;
  return { ...saved, settings: shown };
}

export function useSaveConnector(kind: ConnectorKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectorInput) => saveConnector(kind, input),
    onSuccess: (saved) => client.setQueryData(connectorsKeys.connector(kind), saved),
  });
}
