import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { connectorsKeys } from './keys';
import type { ConnectorKind } from './types';

/** POST /api/integrations/connectors/{kind}/test: tries the saved settings (active or not); the try is logged. */
export function testConnector(kind: ConnectorKind) {
  return call(typedClient.POST('/api/integrations/connectors/{kind}/test', { params: { path: { kind } } }));
}

export function useTestConnector(kind: ConnectorKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => testConnector(kind),
    onSettled: () => client.invalidateQueries({ queryKey: connectorsKeys.logs(kind) }),
  });
}
