import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isBusy, POLL_MS } from '@/modules/bim';
import { bimModelsQueryKey } from './keys';
import type { BimModel } from './types';

/** GET /api/bim/models?projectId=P: every model of one project (at most 200, no paging). */
export async function getBimModels(projectId: string) {
  const page = await api.list<BimModel>('/api/bim/models', { projectId });
  return page.data;
}

/** `poll`: ask again every 1.5 s while some model is being worked on (off while a model's own query polls). */
export const bimModelsQueryOptions = (projectId: string, poll = true) =>
  queryOptions({
    queryKey: bimModelsQueryKey(projectId),
    queryFn: () => getBimModels(projectId),
    refetchInterval: (query) => (poll && query.state.error === null && query.state.data?.some(isBusy) ? POLL_MS : false),
  });

export function useBimModels(projectId: string | null, poll = true) {
  return useQuery({ ...bimModelsQueryOptions(projectId ?? '', poll), enabled: projectId !== null });
}

/** The models of several projects (one call each), for the company-wide overview. */
export function useBimModelsOf(projectIds: readonly string[]) {
  return useQueries({ queries: projectIds.map((projectId) => bimModelsQueryOptions(projectId)) });
}
