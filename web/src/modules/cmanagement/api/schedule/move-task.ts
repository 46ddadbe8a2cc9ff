import { api, ApiError } from '@/lib/api';
import { translate } from '@/lib/i18n';
import type { Task } from '../types';

const tasksPath = (ticketId: string) => `/api/cmanagement/tickets/${encodeURIComponent(ticketId)}/tasks`;

/** GET /api/cmanagement/tickets/{id}/tasks, to read the version a task's PUT must carry. */
async function currentVersion(ticketId: string, taskId: string): Promise<number> {
  const tasks = await api.get<Task[]>(tasksPath(ticketId), undefined, { notify: false });
  const task = tasks.find((entry) => entry.id === taskId);
  if (!task) throw new ApiError({ status: 404, message: translate('cmanagement-schedule:errors.taskGone') });
  return task.version;
}

function putDueDate(ticketId: string, taskId: string, version: number, dueDate: string) {
  return api.put<Task>(`${tasksPath(ticketId)}/${encodeURIComponent(taskId)}`, { version, due_date: dueDate }, { notify: false });
}

/**
 * Moves a task to another due date: PUT /api/cmanagement/tickets/{ticketId}/tasks/{id} `{version, due_date}`. The
 * agenda does not carry versions, so the task's is read first; when someone else changed the task in between (409),
 * the version is read again and the move retried once. Not toasted: the caller rolls back and shows the error.
 */
export async function moveTask(ticketId: string, taskId: string, dueDate: string): Promise<Task> {
  try {
    return await putDueDate(ticketId, taskId, await currentVersion(ticketId, taskId), dueDate);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    return putDueDate(ticketId, taskId, await currentVersion(ticketId, taskId), dueDate);
  }
}
