import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { components } from '@/api/schema.gen';
import { bimQueryKey } from './keys';

export type QualityStage = components['schemas']['QualityStageOut'];

/** GET /api/quality/stages?projectId=P: the project's quality stages, offered as a file's stage. */
export async function getQualityStages(projectId: string) {
  const page = await api.list<QualityStage>('/api/quality/stages', { projectId });
  return page.data;
}

export const qualityStagesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...bimQueryKey, 'stages', projectId], queryFn: () => getQualityStages(projectId) });

/** The stages, or none when the user may not read them (the input still takes a new name). */
export function useQualityStages(projectId: string) {
  const query = useQuery(qualityStagesQueryOptions(projectId));
  return query.data ?? [];
}
