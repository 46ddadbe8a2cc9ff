import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadTicket, ticketPath } from './keys';

export interface DeleteTaskInput {
  ticketId: string;
  taskId: string;
}

/** DELETE /api/cmanagement/tickets/{id}/tasks/{taskId} → 204. */
export function deleteTask({ ticketId, taskId }: DeleteTaskInput) {
  return api.delete<undefined>(`${ticketPath(ticketId)}/tasks/${encodeURIComponent(taskId)}`);
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSettled: (_data, _error, input) => reloadTicket(client, input.ticketId) });
}
