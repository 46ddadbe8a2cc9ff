import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadOwnersConfig } from './keys';

/** DELETE /api/warranties/severities/{id} → 204; issues and failures that had it keep no severity. */
export function deleteSeverity(id: string) {
  return call(typedClient.DELETE('/api/warranties/severities/{id}', { params: { path: { id } } }));
}

export function useDeleteSeverity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSeverity, onSuccess: () => reloadOwnersConfig(client) });
}
