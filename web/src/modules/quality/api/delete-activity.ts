import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';

/** DELETE /api/quality/activities/{id} → 204, with its whole subtree. A refusal is the toast. */
export function deleteActivity(id: string) {
  return call(typedClient.DELETE('/api/quality/activities/{id}', { params: { path: { id } } }));
}

export function useDeleteActivity(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteActivity, onSettled: () => reloadSchedule(client, projectId) });
}
