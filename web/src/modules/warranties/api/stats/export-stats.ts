import { useMutation } from '@tanstack/react-query';
import { apiContext } from '@/lib/api/context';
import { fetchBlob } from '../blob';
import { statsExportPath } from './keys';
import type { StatsQuery } from './types';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/warranties/stats/export: the figures of the same query as an xlsx (one sheet per table, headers in the
 * user's language). Fetched rather than linked so it carries the language and a refusal shows as a toast.
 */
export function exportStats(query: StatsQuery): Promise<Blob> {
  return fetchBlob(statsExportPath(query, apiContext().activeProjectId()), undefined, { accept: XLSX_TYPE });
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
  // The download has started from the click; the address is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportStats() {
  return useMutation({
    mutationFn: async ({ query, fileName }: { query: StatsQuery; fileName: string }) => saveBlob(await exportStats(query), fileName),
  });
}
