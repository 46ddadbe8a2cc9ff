import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimModelQueryKey } from './keys';
import { isBusy, POLL_MS } from './model-state';
import type { BimModel } from './types';

/** GET /api/bim/models/{id}: one model with its files (404 for a missing or foreign model). */
export function getBimModel(id: string) {
  return api.get<BimModel>(`/api/bim/models/${encodeURIComponent(id)}`, undefined, { notify: false });
}

export const bimModelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bimModelQueryKey(id),
    queryFn: () => getBimModel(id),
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data) ? POLL_MS : false),
  });

/** One model, asked again every 1.5 s while any of its files is not yet available or failed. */
export function useBimModel(id: string) {
  return useQuery(bimModelQueryOptions(id));
}
