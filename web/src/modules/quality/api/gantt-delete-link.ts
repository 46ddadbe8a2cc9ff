import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** DELETE /api/quality/links/{id}. */
export function deleteLink(id: string) {
  return call(typedClient.DELETE('/api/quality/links/{id}', { params: { path: { id } } }));
}

/** Removes the link and reloads the schedule either way (the critical path changes; a failure brings it back). */
export function useDeleteLink(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onSettled: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}
