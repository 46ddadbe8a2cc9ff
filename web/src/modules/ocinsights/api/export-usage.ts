import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '@/lib/api/download';
import { usageExportPath } from './keys';
import type { UsageQuery } from './types';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/ocinsights/usage.xlsx: the figures of the same query as a workbook (headers in the user's language).
 * Fetched rather than linked, so it carries the language and a refusal shows as the usual toast.
 */
export async function exportUsage(query: UsageQuery): Promise<Blob> {
  return (await fetchFile(usageExportPath(query), { accept: XLSX_TYPE })).blob;
}

export function useExportUsage() {
  return useMutation({
    mutationFn: async ({ query, fileName }: { query: UsageQuery; fileName: string }) => saveFile(await exportUsage(query), fileName),
  });
}
