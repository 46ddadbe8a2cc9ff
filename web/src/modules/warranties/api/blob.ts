import type { RequestOptions } from '@/lib/api/client';
import { fetchFile } from '@/lib/api/download';

export interface BlobOptions extends RequestOptions {
  /** The file's media type (the act's PDF by default); JSON stays accepted for the error body. */
  accept?: string;
}

/**
 * A call answered with a file (the act PDF, the statistics xlsx): the same headers and error rules as the JSON
 * client, the body read as a Blob. `body` is sent as JSON when given (POST).
 */
export async function fetchBlob(path: string, body?: unknown, options: BlobOptions = {}): Promise<Blob> {
  return (await fetchFile(path, { ...options, accept: options.accept ?? 'application/pdf' }, body)).blob;
}
