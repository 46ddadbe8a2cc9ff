import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys, ticketPath } from './keys';
import type { Task } from './types';

/** GET /api/cmanagement/tickets/{id}/tasks: the ticket's tasks by position. */
export function getTasks(ticketId: string) {
  return api.get<Task[]>(`${ticketPath(ticketId)}/tasks`, undefined, { notify: false });
}

export const tasksQueryOptions = (ticketId: string) => queryOptions({ queryKey: cmKeys.tasks(ticketId), queryFn: () => getTasks(ticketId) });

export function useTasks(ticketId: string) {
  return useQuery(tasksQueryOptions(ticketId));
}
