import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { buildHeaders, handleFailure } from '@/lib/api/client';
import { concreteKeys } from './keys';

/** What a file brings: placements (`Hormigonados`) or laboratory results of samples. */
export type ImportKind = 'placements' | 'samples';

export type ConcreteImportResult = Schema<'ConcreteImportOut'>;

export interface ConcreteImportInput {
  file: File;
  /** true: only check the rows; false: write them all, or none when any row fails. */
  dry_run: boolean;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /api/concrete/imports/{placements,samples}?projectId (multipart: `file`, `dry_run`). A missing required
 * column or an unreadable file is a 422 (`columns.<field>`, `file`); the card shows it, so not toasted.
 */
export function importConcrete(projectId: string, kind: ImportKind, { file, dry_run }: ConcreteImportInput): Promise<ConcreteImportResult> {
  const form = new FormData();
  form.append('file', file);
  form.append('dry_run', dry_run ? 'true' : 'false');
  // The schema types the binary field as a string; openapi-fetch sends FormData as it is (the browser sets the
  // multipart boundary) while the client's middleware adds the anti-forgery header.
  const body = form as unknown as Schema<'ConcreteImportForm'>;
  const params = { query: { projectId } };
  const pending =
    kind === 'placements' ? typedClient.POST('/api/concrete/imports/placements', { params, body }) : typedClient.POST('/api/concrete/imports/samples', { params, body });
  return call(pending, { notify: false });
}

/** A written import refreshes the project's placements, lots (and their samples) and the model's colouring. */
export function useConcreteImport(projectId: string, kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConcreteImportInput) => importConcrete(projectId, kind, input),
    onSuccess: (result, input) =>
      !input.dry_run && result.created + result.updated > 0 ? client.invalidateQueries({ queryKey: concreteKeys.project(projectId) }) : undefined,
  });
}

/**
 * GET /api/concrete/imports/{kind}/template: the .xlsx template. Fetched rather than linked so it carries the
 * app's language (its headers follow `Accept-Language`, which a plain link would take from the browser); a refusal
 * shows as the usual toast.
 */
export async function downloadTemplate(kind: ImportKind, fileName: string): Promise<void> {
  const headers = await buildHeaders('GET', false);
  headers.set('Accept', `${XLSX_TYPE}, application/json`);
  let response: Response;
  try {
    response = await fetch(`/api/concrete/imports/${kind}/template`, { headers, credentials: 'include' });
  } catch {
    throw handleFailure(0, null, {});
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      /* not JSON: the default message applies */
    }
    throw handleFailure(response.status, parsed, {});
  }
  saveBlob(await response.blob(), fileName);
}

/** Hands a fetched file to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
