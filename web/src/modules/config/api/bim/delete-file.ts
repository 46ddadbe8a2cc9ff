import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeModel } from './keys';
import type { BimModel } from './types';

/** DELETE /api/bim/files/{fileId}: one IFC file and its elements; answers the model without it. */
export function deleteBimFile(fileId: string) {
  return api.delete<BimModel>(`/api/bim/files/${encodeURIComponent(fileId)}`, { confirm: true });
}

export function useDeleteBimFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteBimFile, onSuccess: (model) => storeModel(client, model) });
}
