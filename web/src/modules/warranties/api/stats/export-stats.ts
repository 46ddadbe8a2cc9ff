import { useMutation } from '@tanstack/react-query';
import { apiContext } from '@/lib/api/context';
import { fetchBlob } from '../blob';
import { saveFile } from '@/lib/api/download';
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

export function useExportStats() {
  return useMutation({
    mutationFn: async ({ query, fileName }: { query: StatsQuery; fileName: string }) => saveFile(await exportStats(query), fileName),
  });
}
