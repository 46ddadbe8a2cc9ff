import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimQueryKey, storeModel } from './keys';
import type { BimModel, BimModelPatch } from './types';

/**
 * PUT /api/bim/models/{id}. Not toasted here: the caller explains the refusal (a second model assigned to Concrete is
 * a 422 on `concrete`, 'Solo un modelo puede estar asignado a Hormigón.').
 */
export function updateBimModel({ id, ...body }: BimModelPatch) {
  return api.put<BimModel>(`/api/bim/models/${encodeURIComponent(id)}`, { ...body }, { notify: false });
}

export function useUpdateBimModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBimModel,
    onSuccess: (model) => storeModel(client, model),
    // A refused or stale change: show the server's truth again.
    onError: () => client.invalidateQueries({ queryKey: bimQueryKey }),
  });
}
