import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimElementQueryKey } from './keys';
import type { BimElementDetail } from './types';

/** GET /api/bim/models/{id}/elements/{globalId}: one element with its property sets. */
export function getBimElement(modelId: string, globalId: string) {
  return api.get<BimElementDetail>(
    `/api/bim/models/${encodeURIComponent(modelId)}/elements/${encodeURIComponent(globalId)}`,
    undefined,
    { notify: false },
  );
}

export const bimElementQueryOptions = (modelId: string, globalId: string) =>
  queryOptions({
    queryKey: bimElementQueryKey(modelId, globalId),
    queryFn: () => getBimElement(modelId, globalId),
    staleTime: 5 * 60 * 1000,
  });

export function useBimElement(modelId: string, globalId: string | null) {
  return useQuery({ ...bimElementQueryOptions(modelId, globalId ?? ''), enabled: globalId !== null });
}
