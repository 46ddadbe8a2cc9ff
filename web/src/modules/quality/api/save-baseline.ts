import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';

/** POST /api/quality/baseline?projectId= → 204: the planned dates of every activity become the baseline. */
export function saveBaseline(projectId: string) {
  return call(typedClient.POST('/api/quality/baseline', { params: { query: { projectId } } }));
}

export function useSaveBaseline(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => saveBaseline(projectId), onSuccess: () => reloadSchedule(client, projectId) });
}
