import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '@/lib/api/download';
import { dumpDownloadPath } from './keys';
import type { DumpOut } from './types';

/**
 * GET /api/tiinsights/dumps/{id}/download: the dump as a zip. Fetched rather than linked, so a refusal (a dump that
 * is gone) shows as the usual toast instead of a JSON file saved as a zip.
 */
export function downloadDump(id: string): Promise<{ blob: Blob; name: string | null }> {
  return fetchFile(dumpDownloadPath(id), { accept: 'application/zip' });
}

/** A name for the file when the server gave none. */
export const dumpFileName = (dump: Pick<DumpOut, 'created_at' | 'engine'>) =>
  `obra-${dump.engine}-${dump.created_at.slice(0, 19).replace(/[:T]/g, '-')}.zip`;

export function useDownloadDump() {
  return useMutation({
    mutationFn: async (dump: DumpOut) => {
      const { blob, name } = await downloadDump(dump.id);
      saveFile(blob, name ?? dumpFileName(dump));
    },
  });
}
