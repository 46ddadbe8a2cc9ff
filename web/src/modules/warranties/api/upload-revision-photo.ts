import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unitPath, wKeys } from './keys';
import { fileForm, sendForm } from '@/lib/api/multipart';
import type { FileOut } from './types';

export interface RevisionPhotoInput {
  unitId: string;
  itemId: string;
  file: File;
}

/** POST /api/warranties/units/{id}/revision/{itemId}/photos (multipart `file`: PNG, JPEG or WebP, 20 MB) → 201. */
export function uploadRevisionPhoto({ unitId, itemId, file }: RevisionPhotoInput) {
  return sendForm<FileOut>('POST', `${unitPath(unitId)}/revision/${encodeURIComponent(itemId)}/photos`, fileForm(file));
}

export function useUploadRevisionPhoto() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadRevisionPhoto, onSuccess: (_file, input) => client.invalidateQueries({ queryKey: wKeys.revision(input.unitId) }) });
}
