import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** The linked elements of a model with the progress of their activities on a date, and the slider's range. */
export type ModelProgress = Schema<'ModelProgressOut'>;
export type ElementProgress = Schema<'ElementProgress'>;

/**
 * GET /api/quality/bim/{id}/progress?date: what each linked element's activity had reached on that day (the last
 * progress recorded up to it). Not toasted: the panel shows the failure in place.
 */
export function getModelProgress(modelId: string, date: string): Promise<ModelProgress> {
  return call(typedClient.GET('/api/quality/bim/{id}/progress', { params: { path: { id: modelId }, query: { date } } }), { notify: false });
}

export const modelProgressQueryOptions = (projectId: string, modelId: string, date: string) =>
  queryOptions({
    queryKey: qualityKeys.modelProgress(projectId, modelId, date),
    queryFn: () => getModelProgress(modelId, date),
    // While the slider moves, the model keeps the last day's colours until the new day arrives.
    placeholderData: keepPreviousData,
  });

export function useModelProgress(projectId: string, modelId: string, date: string) {
  return useQuery({ ...modelProgressQueryOptions(projectId, modelId, date), enabled: projectId !== '' });
}
