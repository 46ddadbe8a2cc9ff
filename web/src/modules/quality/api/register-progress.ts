import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';
import type { ProgressIn } from './types';

export interface RegisterProgressInput {
  id: string;
  body: ProgressIn & { progress: number; version: number };
}

/**
 * POST /api/quality/activities/{id}/progress: the progress reached on a date (leaves only); the summaries above roll
 * up. Not toasted: the dialog places a 422 and explains a 409.
 */
export function registerProgress({ id, body }: RegisterProgressInput) {
  return call(typedClient.POST('/api/quality/activities/{id}/progress', { params: { path: { id } }, body }), { notify: false });
}

export function useRegisterProgress(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerProgress, onSettled: () => reloadSchedule(client, projectId) });
}
