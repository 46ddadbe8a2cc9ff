import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

export type ActivityElements = Schema<'ActivityElementsOut'>;

/** GET /api/quality/activities/{id}/elements?modelId: the GlobalIds of a model an activity is linked to. */
export function getActivityElements(activityId: string, modelId: string): Promise<ActivityElements> {
  return call(typedClient.GET('/api/quality/activities/{id}/elements', { params: { path: { id: activityId }, query: { modelId } } }), { notify: false });
}

export const activityElementsQueryOptions = (projectId: string, activityId: string, modelId: string) =>
  queryOptions({ queryKey: qualityKeys.elements(projectId, activityId, modelId), queryFn: () => getActivityElements(activityId, modelId) });

export function useActivityElements(projectId: string, activityId: string | null, modelId: string) {
  return useQuery({ ...activityElementsQueryOptions(projectId, activityId ?? '', modelId), enabled: projectId !== '' && activityId !== null });
}
