import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmKeys } from './keys';
import type { BimPin } from './types';

/** GET /api/cmanagement/bim/{modelId}/pins: the model's elements that have tickets, with how pressing they are. */
export function getBimPins(modelId: string) {
  return api.get<BimPin[]>(`/api/cmanagement/bim/${encodeURIComponent(modelId)}/pins`, undefined, { notify: false });
}

export const bimPinsQueryOptions = (modelId: string) =>
  queryOptions({ queryKey: cmKeys.modelPins(modelId), queryFn: () => getBimPins(modelId) });

export function useBimPins(modelId: string) {
  return useQuery(bimPinsQueryOptions(modelId));
}
