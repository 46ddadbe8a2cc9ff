import { buildHeaders, handleFailure, type RequestOptions } from './client';

export interface FileOptions extends RequestOptions {
  /** The file's media type; JSON stays accepted for the error body. */
  accept: string;
}

/**
 * A call answered with a file (a PDF, an xlsx, a backup's zip): the same headers and error rules as the JSON client,
 * the body read as a Blob, with the name the server gave in Content-Disposition (or null). Fetched rather than
 * linked, so it carries the language and a refusal shows as the usual toast. `body` is sent as JSON when given (POST).
 */
export async function fetchFile(path: string, options: FileOptions, body?: unknown): Promise<{ blob: Blob; name: string | null }> {
  const method = body === undefined ? 'GET' : 'POST';
  const headers = await buildHeaders(method, body !== undefined);
  headers.set('Accept', `${options.accept}, application/json`);
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
  return { blob: await response.blob(), name: attachmentName(response.headers.get('Content-Disposition')) };
}

/** The plain `filename="…"` of an RFC 6266 header (the server's names are ASCII), or null. */
export function attachmentName(header: string | null): string | null {
  const match = /filename="([^"]+)"/i.exec(header ?? '') ?? /filename=([^;\s]+)/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Hands a file made or fetched in the page to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel a large download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
