import { apiContext, isOnPublicAuthPage } from './context';
import { CSRF_HEADER, ensureCsrfToken, isStateChanging } from './csrf';
import { readBody, toPage, unwrap, warningsOf, type Page } from './envelope';
import { toApiError, type ApiError } from './errors';
import { fillPath, toSearchParams, withQuery, type Payload } from './params';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Show the global error toast (default true). Forms that show the error inline pass false. */
  notify?: boolean;
  /** Show the warnings dialog for a 2xx carrying `warnings` (default true). */
  showWarnings?: boolean;
  /** Leave for the login page on a 401 (default true); the session loader handles its own 401. */
  authRedirect?: boolean;
  signal?: AbortSignal;
}

/** Headers every call sends (SPEC §7), plus the anti-forgery token on state-changing calls. */
export async function buildHeaders(method: string, withBody: boolean): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': apiContext().locale() });
  if (withBody) headers.set('Content-Type', 'application/json');
  if (isStateChanging(method)) {
    const token = await ensureCsrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }
  return headers;
}

/**
 * GET carries the payload and the active project as query parameters; other verbs send the payload as a
 * JSON body (DELETE included). Path placeholders are filled from the payload and the project parameters.
 */
export function buildUrl(method: Method, path: string, payload?: Payload): { url: string; body?: string } {
  const projectId = apiContext().activeProjectId();
  const { path: filled, rest } = fillPath(path, { ...(projectId ? { projectId } : {}), ...payload });
  if (method === 'GET') return { url: withQuery(filled, toSearchParams(rest)) };
  return { url: filled, body: payload === undefined ? undefined : JSON.stringify(payload) };
}

/** Applies the error rules of SPEC §8 and returns the error to throw. */
export function handleFailure(status: number, body: unknown, options: RequestOptions): ApiError {
  const ctx = apiContext();
  const error = toApiError(status, body, ctx.defaultErrorMessage());
  if (status === 401 && options.authRedirect !== false && !isOnPublicAuthPage()) {
    ctx.onUnauthorized();
    return error;
  }
  if (options.notify !== false) ctx.notifyError(error);
  return error;
}

/** Handles the success side: warnings dialog, then the raw body for the caller to unwrap. */
export function handleSuccess(body: unknown, options: RequestOptions): unknown {
  const warned = options.showWarnings === false ? null : warningsOf(body);
  if (warned) apiContext().showWarnings(warned.message, warned.warnings);
  return body;
}

/** One call: returns the whole response body (the envelope), or throws an ApiError. */
export async function requestRaw(method: Method, path: string, payload?: Payload, options: RequestOptions = {}) {
  const { url, body } = buildUrl(method, path, payload);
  const headers = await buildHeaders(method, body !== undefined);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw handleFailure(0, null, options);
  }
  const parsed = await readBody(response);
  if (!response.ok) throw handleFailure(response.status, parsed, options);
  return handleSuccess(parsed, options);
}

export async function request<T>(method: Method, path: string, payload?: Payload, options?: RequestOptions): Promise<T> {
  return unwrap<T>(await requestRaw(method, path, payload, options));
}

/** The verbs used by endpoint files. Responses are unwrapped (`data.data ?? data`). */
export const api = {
  get: <T>(path: string, query?: Payload, options?: RequestOptions) => request<T>('GET', path, query, options),
  list: async <T>(path: string, query?: Payload, options?: RequestOptions): Promise<Page<T>> =>
    toPage<T>(await requestRaw('GET', path, query, options)),
  post: <T>(path: string, body?: Payload, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: Payload, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: Payload, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, body?: Payload, options?: RequestOptions) => request<T>('DELETE', path, body, options),
  /** Creates when the payload has no `id` (POST path), updates otherwise (PUT path/{id}). */
  save: <T>(path: string, payload: Payload, options?: RequestOptions) => {
    const id = payload.id;
    if (typeof id !== 'string' && typeof id !== 'number') return request<T>('POST', path, payload, options);
    if (id === '') return request<T>('POST', path, payload, options);
    return request<T>('PUT', `${path.replace(/\/$/, '')}/${encodeURIComponent(String(id))}`, payload, options);
  },
};
