import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimModelQueryKey, bimModelsQueryKey } from './keys';
import type { BimModel } from './types';

/** DELETE /api/bim/models/{id} → 204 (force delete): the model, its files, its index and the data tied to it. */
export function deleteBimModel(model: Pick<BimModel, 'id' | 'project_id'>) {
  return api.delete<undefined>(`/api/bim/models/${encodeURIComponent(model.id)}`, { confirm: true });
}

export function useDeleteBimModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBimModel,
    onSuccess: (_, model) => {
      client.removeQueries({ queryKey: bimModelQueryKey(model.id) });
      return client.invalidateQueries({ queryKey: bimModelsQueryKey(model.project_id) });
    },
  });
}
