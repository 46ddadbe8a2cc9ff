import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

export interface LinkElementsInput {
  activityId: string;
  modelId: string;
  globalIds: string[];
  /** add: link these too; remove: unlink these. */
  mode: 'add' | 'remove';
}

/** PUT /api/quality/activities/{id}/elements: links picked elements to an activity, or unlinks them. */
export function linkElements({ activityId, modelId, globalIds, mode }: LinkElementsInput) {
  return call(typedClient.PUT('/api/quality/activities/{id}/elements', { params: { path: { id: activityId } }, body: { model_id: modelId, global_ids: globalIds, mode } }));
}

/** Links or unlinks, then reloads the project's schedule (the 4D colours and the activity's element count). */
export function useLinkElements(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkElements,
    onSuccess: () => client.invalidateQueries({ queryKey: qualityKeys.project(projectId) }),
  });
}
