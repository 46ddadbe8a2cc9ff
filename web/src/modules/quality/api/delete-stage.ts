import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';

/** DELETE /api/quality/stages/{id} → 204: its activities and IFC files keep no stage. */
export function deleteStage(id: string) {
  return call(typedClient.DELETE('/api/quality/stages/{id}', { params: { path: { id } } }));
}

export function useDeleteStage(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteStage, onSettled: () => reloadSchedule(client, projectId) });
}
