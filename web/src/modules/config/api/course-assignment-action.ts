import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Assignment } from './course-types';
import { coursesQueryKey } from './get-courses';

/** What can be done to an assignment, each `POST /api/course-assignments/{id}/<action>` with the version read. */
export type AssignmentAction = 'extend' | 'unassign' | 'complete';

export interface AssignmentActionInput {
  action: AssignmentAction;
  id: string;
  version: number;
}

/**
 * Extend (15 more business days from the later of today and the deadline; at most twice; gives an unassigned
 * course back), unassign, or mark completed. A refusal is a 422 on `id` with the reason, toasted as usual.
 */
export function actOnAssignment({ action, id, version }: AssignmentActionInput) {
  return api.post<Assignment>(`/api/course-assignments/${encodeURIComponent(id)}/${action}`, { version });
}

export function useAssignmentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnAssignment,
    // Also after a failure: a 409 or a refusal means the row shown is stale.
    onSettled: () => client.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
