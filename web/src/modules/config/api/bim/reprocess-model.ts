import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeModel } from './keys';
import type { BimModel } from './types';

/**
 * POST /api/bim/models/{id}/reprocess (force update): drops the element index and the module data tied to the model,
 * and processes every file again. Irreversible, hence the explicit `confirm`.
 */
export function reprocessBimModel(id: string) {
  return api.post<BimModel>(`/api/bim/models/${encodeURIComponent(id)}/reprocess`, { confirm: true });
}

export function useReprocessBimModel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reprocessBimModel, onSuccess: (model) => storeModel(client, model) });
}
