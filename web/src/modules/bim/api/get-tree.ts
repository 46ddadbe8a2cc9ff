import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimTreeQueryKey } from './keys';
import type { BimTreeNode } from './types';

/** GET /api/bim/models/{id}/tree: every spatial node of every file, parents before children. */
export function getBimTree(modelId: string) {
  return api.get<BimTreeNode[]>(`/api/bim/models/${encodeURIComponent(modelId)}/tree`, undefined, { notify: false });
}

export const bimTreeQueryOptions = (modelId: string) =>
  queryOptions({
    queryKey: bimTreeQueryKey(modelId),
    queryFn: () => getBimTree(modelId),
    // The index only changes when the model is reprocessed; keep it for the whole visit.
    staleTime: 5 * 60 * 1000,
  });

export function useBimTree(modelId: string) {
  return useQuery(bimTreeQueryOptions(modelId));
}
