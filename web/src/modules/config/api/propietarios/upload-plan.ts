import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { fileBody, reloadOwnersConfig } from './keys';

/** POST /api/warranties/unit-types/{id}/plans (multipart `file`: PNG, JPEG or PDF, 20 MB) → 201; a refusal is the toast. */
export function uploadPlan(unitTypeId: string, file: File) {
  return call(typedClient.POST('/api/warranties/unit-types/{id}/plans', { params: { path: { id: unitTypeId } }, body: fileBody<Schema<'FileForm'>>(file) }));
}

export function useUploadPlan(unitTypeId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (file: File) => uploadPlan(unitTypeId, file), onSuccess: () => reloadOwnersConfig(client) });
}
