import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileForm, sendForm } from '@/lib/api/multipart';
import { failurePath, rKeys } from './keys';
import type { FileOut } from '../types';

export interface FailurePhotoInput {
  requestId: string;
  failureId: string;
  file: File;
}

/** POST /api/warranties/failures/{id}/photos (multipart `file`: PNG, JPEG or WebP, 20 MB) → 201. A refusal is toasted. */
export function uploadFailurePhoto({ failureId, file }: FailurePhotoInput) {
  return sendForm<FileOut[]>('POST', `${failurePath(failureId)}/photos`, fileForm(file));
}

export function useUploadFailurePhoto() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadFailurePhoto, onSettled: (_data, _error, input) => client.invalidateQueries({ queryKey: rKeys.failures(input.requestId) }) });
}
