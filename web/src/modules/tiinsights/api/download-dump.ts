import { useMutation } from '@tanstack/react-query';
import { buildHeaders, handleFailure } from '@/lib/api/client';
import { saveFile } from '../components/save-file';
import { dumpDownloadPath } from './keys';
import type { DumpOut } from './types';

/**
 * GET /api/tiinsights/dumps/{id}/download: the dump as a zip. Fetched rather than linked, so a refusal (a dump that
 * is gone) shows as the usual toast instead of a JSON file saved as a zip.
 */
export async function downloadDump(id: string): Promise<{ blob: Blob; name: string | null }> {
  const headers = await buildHeaders('GET', false);
  headers.set('Accept', 'application/zip, application/json');
  let response: Response;
  try {
    response = await fetch(dumpDownloadPath(id), { headers, credentials: 'include' });
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
  return { blob: await response.blob(), name: attachmentName(response.headers.get('Content-Disposition')) };
}

/** The plain `filename="…"` of an RFC 6266 header (the server's names are ASCII), or null. */
export function attachmentName(header: string | null): string | null {
  const match = /filename="([^"]+)"/i.exec(header ?? '') ?? /filename=([^;\s]+)/i.exec(header ?? '');
  return match?.[1] ?? null;
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
