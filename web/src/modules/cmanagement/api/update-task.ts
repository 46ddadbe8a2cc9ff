import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TaskIn } from './create-task';
import { cmKeys, reloadTicket, ticketPath } from './keys';
import type { Task } from './types';

export interface UpdateTaskInput {
  ticketId: string;
  taskId: string;
  version: number;
  /** Only the keys sent change. */
  patch: Partial<TaskIn>;
}

/** PUT /api/cmanagement/tickets/{id}/tasks/{taskId} with the version read. Not toasted: the task form handles 422 and 409. */
export function updateTask({ ticketId, taskId, version, patch }: UpdateTaskInput) {
  return api.put<Task>(`${ticketPath(ticketId)}/tasks/${encodeURIComponent(taskId)}`, { version, ...patch }, { notify: false });
}

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    // The answer carries the new version: the next change (a second checklist tick) must send it at once.
    onSuccess: (task, input) => client.setQueryData<Task[]>(cmKeys.tasks(input.ticketId), (tasks) => tasks?.map((entry) => (entry.id === task.id ? task : entry))),
    onSettled: (_data, _error, input) => reloadTicket(client, input.ticketId),
  });
}
