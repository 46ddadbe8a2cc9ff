import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { taskTemplatesQueryKey } from './get-task-templates';
import type { TaskTemplate, TaskTemplateIn } from './types';

/** POST /api/config/cmanagement/task-templates → 201. Not toasted: the form shows field errors under its inputs. */
export function createTaskTemplate(body: TaskTemplateIn) {
  return api.post<TaskTemplate>('/api/config/cmanagement/task-templates', { ...body }, { notify: false });
}

export function useCreateTaskTemplate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTaskTemplate, onSuccess: () => client.invalidateQueries({ queryKey: taskTemplatesQueryKey }) });
}
