import { unwrap } from '@/lib/api';
import { buildHeaders, handleFailure, handleSuccess, type RequestOptions } from '@/lib/api/client';

/**
 * POST of a `multipart/form-data` body through the same rules as the JSON client: credentials, `Accept` and
 * `Accept-Language`, the anti-forgery header, the error toast (unless `notify: false`) and the warnings dialog.
 * The browser writes the Content-Type with its boundary, so none is set here.
 */
export async function postForm<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
  const headers = await buildHeaders('POST', false);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: form, credentials: 'include', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw handleFailure(0, null, options);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) throw handleFailure(response.status, parsed, options);
  return unwrap<T>(handleSuccess(parsed, options));
}
