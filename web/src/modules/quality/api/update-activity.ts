import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';
import type { ActivityIn } from './types';

export interface UpdateActivityInput {
  id: string;
  /** With the version read: a stale one is a 409. */
  body: ActivityIn & { version: number };
}

/** PUT /api/quality/activities/{id}. Not toasted: the form places a 422 and explains a 409. */
export function updateActivity({ id, body }: UpdateActivityInput) {
  return call(typedClient.PUT('/api/quality/activities/{id}', { params: { path: { id } }, body }), { notify: false });
}

export function useUpdateActivity(projectId: string) {
  const client = useQueryClient();
  // Settled, not only on success: after a 409 the list must show the activity as it is now.
  return useMutation({ mutationFn: updateActivity, onSettled: () => reloadSchedule(client, projectId) });
}
