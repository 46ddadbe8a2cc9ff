import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';

/** POST /api/quality/stages?projectId= → 201. Not toasted: the name dialog shows a 422 under its input. */
export function createStage(projectId: string, name: string) {
  return call(typedClient.POST('/api/quality/stages', { params: { query: { projectId } }, body: { name } }), { notify: false });
}

export function useCreateStage(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (name: string) => createStage(projectId, name), onSuccess: () => reloadSchedule(client, projectId) });
}
