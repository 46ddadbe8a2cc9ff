import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimModelsQueryKey } from './keys';
import type { BimModel, BimModelIn } from './types';

/** POST /api/bim/models → 201. Not toasted here: the form shows the 422 field errors under its inputs. */
export function createBimModel(body: BimModelIn) {
  return api.post<BimModel>('/api/bim/models', { ...body }, { notify: false });
}

export function useCreateBimModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBimModel,
    onSuccess: (model) => client.invalidateQueries({ queryKey: bimModelsQueryKey(model.project_id) }),
  });
}
