import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm } from '@/lib/api/multipart';
import { verificationKeys } from './keys';

export interface ItemPhotosInput {
  verificationId: string;
  itemId: string;
  files: File[];
}

/** POST /api/verifications/{id}/items/{item_id}/photos: PNG or JPEG files under `file`, six per item at most. */
export function uploadItemPhotos({ verificationId, itemId, files }: ItemPhotosInput) {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  return sendForm<unknown>('POST', `/api/verifications/${encodeURIComponent(verificationId)}/items/${encodeURIComponent(itemId)}/photos`, form);
}

export function useUploadItemPhotos(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadItemPhotos, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }) });
}
