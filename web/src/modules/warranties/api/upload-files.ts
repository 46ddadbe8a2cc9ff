import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadUnit, unitPath } from './keys';
import { sendForm } from '@/lib/api/multipart';
import type { FileKind, FileOut } from './types';

export interface UploadFilesInput {
  unitId: string;
  kind: FileKind;
  files: File[];
  delivered_by?: string | null;
  delivered_on?: string | null;
}

/**
 * POST /api/warranties/units/{id}/files (multipart: `kind`, `delivered_by?`, `delivered_on?`, one or more `file`)
 * → 201. The server's refusal (a certificate that is not a PDF, too large, too many) is the orange 422 toast.
 */
export function uploadFiles({ unitId, kind, files, delivered_by, delivered_on }: UploadFilesInput) {
  const form = new FormData();
  form.append('kind', kind);
  if (delivered_by) form.append('delivered_by', delivered_by);
  if (delivered_on) form.append('delivered_on', delivered_on);
  for (const file of files) form.append('file', file);
  return sendForm<FileOut[]>('POST', `${unitPath(unitId)}/files`, form);
}

export function useUploadFiles() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadFiles, onSettled: (_data, _error, input) => reloadUnit(client, input.unitId) });
}
