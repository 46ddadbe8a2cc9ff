import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimQueryKey } from './keys';
import type { BimImpact, BimModel } from './types';

/** GET /api/bim/models/{id}/impact: what a force update or a force delete would remove, counted per kind. */
export function getBimImpact(model: Pick<BimModel, 'id' | 'project_id'>) {
  return api.get<BimImpact>(`/api/bim/models/${encodeURIComponent(model.id)}/impact`, { projectId: model.project_id });
}

export const bimImpactQueryOptions = (model: Pick<BimModel, 'id' | 'project_id'>) =>
  queryOptions({
    queryKey: [...bimQueryKey, 'impact', model.id],
    queryFn: () => getBimImpact(model),
    // Counted again at each opening: what is tied to the model changes while people work.
    staleTime: 0,
    gcTime: 0,
  });

export function useBimImpact(model: Pick<BimModel, 'id' | 'project_id'>) {
  return useQuery(bimImpactQueryOptions(model));
}
