import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimClassesQueryKey } from './keys';

export interface BimClassCount {
  class: string;
  count: number;
}

/** GET /api/bim/models/{id}/classes: the IFC classes of the model's elements with how many of each. */
export function getBimClasses(modelId: string) {
  return api.get<BimClassCount[]>(`/api/bim/models/${encodeURIComponent(modelId)}/classes`, undefined, { notify: false });
}

export const bimClassesQueryOptions = (modelId: string) =>
  queryOptions({
    queryKey: bimClassesQueryKey(modelId),
    queryFn: () => getBimClasses(modelId),
    staleTime: 5 * 60 * 1000,
  });

export function useBimClasses(modelId: string) {
  return useQuery(bimClassesQueryOptions(modelId));
}
