import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadSchedule } from './reload';

export interface MoveActivityInput {
  id: string;
  /** The new parent (null: the top level). */
  parent_id: string | null;
  /** 1 = first; omitted = last. */
  position?: number;
  version: number;
}

/** POST /api/quality/activities/{id}/move: reorder, indent or outdent, with the subtree. A refusal is the toast. */
export function moveActivity({ id, ...body }: MoveActivityInput) {
  return call(typedClient.POST('/api/quality/activities/{id}/move', { params: { path: { id } }, body }));
}

export function useMoveActivity(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveActivity, onSettled: () => reloadSchedule(client, projectId) });
}
