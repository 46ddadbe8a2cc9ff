import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';
import type { ProjectDataIn } from './types';

/** PUT /api/warranties/project with the version read (409 when someone saved meanwhile). Not toasted: the form shows a 422. */
export function saveProjectData(projectId: string, body: ProjectDataIn) {
  return call(typedClient.PUT('/api/warranties/project', { params: { query: { projectId } }, body }), { notify: false });
}

export function useSaveProjectData() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({
    mutationFn: (body: ProjectDataIn) => saveProjectData(projectId, body),
    onSuccess: (data) => client.setQueryData(ownersKeys.project(projectId), data),
  });
}
