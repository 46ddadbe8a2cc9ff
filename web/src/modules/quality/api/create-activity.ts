import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';
import type { ActivityIn } from './types';

/** POST /api/quality/activities?projectId= → 201, last under its parent. Not toasted: the form places a 422. */
export function createActivity(projectId: string, body: ActivityIn) {
  return call(typedClient.POST('/api/quality/activities', { params: { query: { projectId } }, body }), { notify: false });
}

export function useCreateActivity(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: ActivityIn) => createActivity(projectId, body), onSuccess: () => reloadSchedule(client, projectId) });
}
