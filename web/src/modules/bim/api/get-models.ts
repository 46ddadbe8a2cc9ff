import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimModelsQueryKey } from './keys';
import { isBusy, POLL_MS } from './model-state';
import type { BimModel } from './types';

/** GET /api/bim/models?projectId=P: every model of one project (at most 200, no paging). */
export async function getBimModels(projectId: string) {
  // Not toasted: the screens show the failure in place.
  const page = await api.list<BimModel>('/api/bim/models', { projectId }, { notify: false });
  return page.data;
}

/** Asked again every 1.5 s while some model is being worked on, so states and progress stay current. */
export const bimModelsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: bimModelsQueryKey(projectId),
    queryFn: () => getBimModels(projectId),
    refetchInterval: (query) => (query.state.data?.some(isBusy) ? POLL_MS : false),
  });

export function useBimModels(projectId: string | null) {
  return useQuery({ ...bimModelsQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
