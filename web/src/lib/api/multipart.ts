import { buildHeaders, handleFailure, handleSuccess, type RequestOptions } from './client';
import { unwrap } from './envelope';

/**
 * A `multipart/form-data` call through the same rules as the JSON client: credentials, `Accept` and
 * `Accept-Language`, the anti-forgery header, the error toast (unless `notify: false`) and the warnings dialog.
 * The browser writes the Content-Type with its boundary, so none is set here.
 */
export async function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
  const headers = await buildHeaders(method, false);
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: form, credentials: 'include', signal: options.signal });
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

/** One file under `file`, as every single-file upload of the module sends it. */
export function fileForm(file: File, extra: Record<string, string | null | undefined> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) if (value) form.append(key, value);
  form.append('file', file);
  return form;
}
