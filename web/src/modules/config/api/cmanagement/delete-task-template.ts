import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { taskTemplatesQueryKey } from './get-task-templates';

/** DELETE /api/config/cmanagement/task-templates/{id} → 204; a failure is the usual error toast. */
export function deleteTaskTemplate(id: string) {
  return api.delete<undefined>(`/api/config/cmanagement/task-templates/${encodeURIComponent(id)}`, {});
}

export function useDeleteTaskTemplate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTaskTemplate, onSettled: () => client.invalidateQueries({ queryKey: taskTemplatesQueryKey }) });
}
