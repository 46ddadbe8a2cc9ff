import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';

/** DELETE /api/warranties/project/logo → 204. */
export function deleteLogo(projectId: string) {
  return call(typedClient.DELETE('/api/warranties/project/logo', { params: { query: { projectId } } }));
}

export function useDeleteLogo() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({ mutationFn: () => deleteLogo(projectId), onSuccess: () => client.invalidateQueries({ queryKey: ownersKeys.project(projectId) }) });
}
