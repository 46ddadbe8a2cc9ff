import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';

/** PUT /api/quality/stages/{id}: renames the stage, on its IFC files too. Not toasted: the name dialog shows a 422. */
export function updateStage({ id, name }: { id: string; name: string }) {
  return call(typedClient.PUT('/api/quality/stages/{id}', { params: { path: { id } }, body: { name } }), { notify: false });
}

export function useUpdateStage(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateStage, onSuccess: () => reloadSchedule(client, projectId) });
}
