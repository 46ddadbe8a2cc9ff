import { useMutation } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';

/**
 * POST /api/quality/value-imports/preview (multipart `file`, .xlsx or .csv): the file's columns, its first five rows
 * and a suggested mapping. Not toasted: the file step shows the refusal under the drop zone.
 */
export function previewValueImport(file: File) {
  const form = new FormData();
  form.append('file', file);
  // The schema types the binary field as a string; openapi-fetch sends FormData as it is (the browser sets the
  // multipart boundary) while the client's middleware adds the anti-forgery header.
  const body = form as unknown as Schema<'ValueImportForm'>;
  return call(typedClient.POST('/api/quality/value-imports/preview', { body }), { notify: false });
}

export function usePreviewValueImport() {
  return useMutation({ mutationFn: previewValueImport });
}
