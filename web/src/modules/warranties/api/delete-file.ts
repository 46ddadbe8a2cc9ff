import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUnit } from './keys';

export interface DeleteFileInput {
  unitId: string;
  id: string;
}

/** DELETE /api/warranties/files/{id} → 204. */
export function deleteFile({ id }: DeleteFileInput) {
  return api.delete<undefined>(`/api/warranties/files/${encodeURIComponent(id)}`);
}

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFile, onSuccess: (_data, input) => reloadUnit(client, input.unitId) });
}
