import { buildHeaders, handleFailure, type RequestOptions } from '@/lib/api/client';

export interface BlobOptions extends RequestOptions {
  /** The file's media type (the act's PDF by default); JSON stays accepted for the error body. */
  accept?: string;
}

/**
 * A call answered with a file (the act PDF, the statistics xlsx): the same headers and error rules as the JSON
 * client, the body read as a Blob. `body` is sent as JSON when given (POST).
 */
export async function fetchBlob(path: string, body?: unknown, options: BlobOptions = {}): Promise<Blob> {
  const method = body === undefined ? 'GET' : 'POST';
  const headers = await buildHeaders(method, body !== undefined);
  headers.set('Accept', `${options.accept ?? 'application/pdf'}, application/json`);
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'include', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw handleFailure(0, null, options);
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      /* not JSON: the default message applies */
    }
    throw handleFailure(response.status, parsed, options);
  }
  return response.blob();
}
