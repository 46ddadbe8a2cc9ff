import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

export type RescheduleBody = Schema<'RescheduleIn'>;

export interface RescheduleInput {
  id: string;
  /** New planned dates, both inclusive (`YYYY-MM-DD`), the version read and whether successors move along. */
  body: { est_start: string; est_end: string; version: number; push_successors: boolean };
}

/**
 * POST /api/quality/activities/{id}/reschedule: a bar dragged or resized in the Gantt (activities without children
 * only; a summary answers 422). A stale version answers 409. Both are toasted with the server's message.
 */
export function rescheduleActivity({ id, body }: RescheduleInput) {
  return call(typedClient.POST('/api/quality/activities/{id}/reschedule', { params: { path: { id } }, body }));
}

/**
 * Reschedules and then reloads the project's schedule either way: on success the server may have moved successors
 * and rolled summaries up; on failure the reload puts the bar back where the server has it.
 */
export function useRescheduleActivity(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rescheduleActivity,
    onSettled: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}
