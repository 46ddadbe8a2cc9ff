import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { taskTemplatesQueryKey } from './get-task-templates';
import type { TaskTemplate, TaskTemplateIn, Versioned } from './types';

/** PUT /api/config/cmanagement/task-templates/{id} `{version, …}` (the whole template). Not toasted (the form shows it). */
export function updateTaskTemplate({ id, version, ...body }: TaskTemplateIn & Versioned) {
  return api.put<TaskTemplate>(`/api/config/cmanagement/task-templates/${encodeURIComponent(id)}`, { version, ...body }, { notify: false });
}

export function useUpdateTaskTemplate() {
  const client = useQueryClient();
  // Also after a failure: a 409 means what the list shows is stale.
  return useMutation({ mutationFn: updateTaskTemplate, onSettled: () => client.invalidateQueries({ queryKey: taskTemplatesQueryKey }) });
}
