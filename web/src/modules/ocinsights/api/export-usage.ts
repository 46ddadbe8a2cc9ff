import { useMutation } from '@tanstack/react-query';
import { buildHeaders, handleFailure } from '@/lib/api/client';
import { usageExportPath } from './keys';
import type { UsageQuery } from './types';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/ocinsights/usage.xlsx: the figures of the same query as a workbook (headers in the user's language).
 * Fetched rather than linked, so it carries the language and a refusal shows as the usual toast.
 */
export async function exportUsage(query: UsageQuery): Promise<Blob> {
  const headers = await buildHeaders('GET', false);
  headers.set('Accept', `${XLSX_TYPE}, application/json`);
  let response: Response;
  try {
    response = await fetch(usageExportPath(query), { headers, credentials: 'include' });
  } catch {
    throw handleFailure(0, null, {});
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      /* not JSON: the default message applies */
    }
    throw handleFailure(response.status, body, {});
  }
  return response.blob();
}

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the download; the address is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportUsage() {
  return useMutation({
    mutationFn: async ({ query, fileName }: { query: UsageQuery; fileName: string }) => saveBlob(await exportUsage(query), fileName),
  });
}
