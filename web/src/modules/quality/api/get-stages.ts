import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** GET /api/quality/stages?projectId=: the project's stages in order, with their activities and IFC files. */
export function getStages(projectId: string) {
  return call(typedClient.GET('/api/quality/stages', { params: { query: { projectId, rowsPerPage: 200 } } }), { notify: false });
}

export const stagesQueryOptions = (projectId: string) => queryOptions({ queryKey: qualityKeys.stages(projectId), queryFn: () => getStages(projectId) });

export function useStages(projectId: string) {
  return useQuery({ ...stagesQueryOptions(projectId), enabled: projectId !== '' });
}
