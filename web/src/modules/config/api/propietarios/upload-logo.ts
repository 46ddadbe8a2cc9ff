import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { fileBody, ownersKeys } from './keys';

/** PUT /api/warranties/project/logo (multipart `file`: a PNG or JPEG of at most 2 MB); a refusal is the orange toast. */
export function uploadLogo(projectId: string, file: File) {
  return call(typedClient.PUT('/api/warranties/project/logo', { params: { query: { projectId } }, body: fileBody<Schema<'FileForm'>>(file) }));
}

export function useUploadLogo() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({ mutationFn: (file: File) => uploadLogo(projectId, file), onSuccess: (data) => client.setQueryData(ownersKeys.project(projectId), data) });
}
