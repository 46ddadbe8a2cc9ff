import { currentLocale } from '@/lib/i18n';

/** GET /api/bim/files/{fileId}/content: the IFC bytes of an available file (unzipped when uploaded as .ifczip). */
export function fileContentUrl(fileId: string): string {
  return `/api/bim/files/${encodeURIComponent(fileId)}/content`;
}

/** Bytes received so far and the total the server announced (null without Content-Length). */
export type DownloadProgress = (received: number, total: number | null) => void;

/**
 * A download the server refused (`status` and its localized `message`) or that broke off on the way (`status` 0,
 * empty message: the viewer says so in the user's language).
 */
export class FileDownloadError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'FileDownloadError';
    this.status = status;
  }
}

async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  } catch {
    // Not JSON: fall back to the status line.
  }
  return `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Downloads one file's content with the session cookie, reporting bytes as they arrive so the viewer can show a
 * progress bar for large models (hundreds of MB).
 */
export async function downloadFileContent(fileId: string, onProgress: DownloadProgress, signal?: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(fileContentUrl(fileId), {
      credentials: 'include',
      headers: { Accept: 'application/octet-stream', 'Accept-Language': currentLocale() },
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new FileDownloadError(0, '');
  }
  if (!response.ok) throw new FileDownloadError(response.status, await serverMessage(response));
  const header = response.headers.get('Content-Length');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  onProgress(0, total);
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onProgress(bytes.byteLength, total ?? bytes.byteLength);
    return bytes;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((cause: unknown) => {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new FileDownloadError(0, '');
    });
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  if (total !== null && received !== total) throw new FileDownloadError(0, '');
  return concat(chunks, received);
}
