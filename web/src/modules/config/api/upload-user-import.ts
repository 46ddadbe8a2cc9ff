import { useMutation } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import type { ImportUpload } from './user-import-types';

/**
 * POST /api/user-imports (multipart, field `file`): keeps the file as a draft import and answers its columns.
 * Not toasted: the file step shows the refusal ('Solo se aceptan archivos .xlsx o .csv.', …) under the drop zone.
 */
export function uploadUserImport(file: File): Promise<ImportUpload> {
  const form = new FormData();
  form.append('file', file);
  // The schema types the binary field as a string; openapi-fetch sends FormData as it is and lets the browser set
  // the multipart boundary, while the client's middleware adds the anti-forgery header.
  const body = form as unknown as Schema<'UploadForm'>;
  return call(typedClient.POST('/api/user-imports', { body }), { notify: false });
}

export function useUploadUserImport() {
  return useMutation({ mutationFn: uploadUserImport });
}
