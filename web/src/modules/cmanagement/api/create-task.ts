import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadTicket, ticketPath } from './keys';
import type { ChecklistItem, Task, TaskStatus } from './types';

export interface TaskIn {
  title: string;
  description?: string | null;
  assignee_id?: string | null;
  due_date?: string | null;
  status?: TaskStatus;
  /** At most 50 items. */
  checklist?: ChecklistItem[];
}

/** POST /api/cmanagement/tickets/{id}/tasks. Not toasted: the dialog shows `errors.title` under its input. */
export function createTask(ticketId: string, input: TaskIn) {
  return api.post<Task>(`${ticketPath(ticketId)}/tasks`, { ...input }, { notify: false });
}

export function useCreateTask(ticketId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: TaskIn) => createTask(ticketId, input), onSuccess: () => reloadTicket(client, ticketId) });
}
