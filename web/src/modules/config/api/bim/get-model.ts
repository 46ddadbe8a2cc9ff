import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isBusy, POLL_MS } from '@/modules/bim';
import { bimModelQueryKey } from './keys';
import type { BimModel } from './types';

/** GET /api/bim/models/{id}, asked with the model's project (which need not be the active one). */
export function getBimModel(id: string, projectId: string) {
  return api.get<BimModel>(`/api/bim/models/${encodeURIComponent(id)}`, { projectId });
}

export const bimModelQueryOptions = (id: string, projectId: string) =>
  queryOptions({
    queryKey: bimModelQueryKey(id),
    queryFn: () => getBimModel(id, projectId),
    // A failed refresh stops the polling (no toast every 1.5 s); the panel says the state may be old.
    refetchInterval: (query) => (query.state.error === null && query.state.data && isBusy(query.state.data) ? POLL_MS : false),
  });

/** One model with its files, asked again every 1.5 s while anything in it is not yet available or failed. */
export function useBimModel(id: string, projectId: string, initial?: BimModel) {
  return useQuery({ ...bimModelQueryOptions(id, projectId), initialData: initial, initialDataUpdatedAt: 0 });
}
