import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadOwnersConfig } from './keys';

/** DELETE /api/warranties/plans/{id} → 204. */
export function deletePlan(id: string) {
  return call(typedClient.DELETE('/api/warranties/plans/{id}', { params: { path: { id } } }));
}

export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePlan, onSuccess: () => reloadOwnersConfig(client) });
}
