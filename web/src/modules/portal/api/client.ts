/**
 * The portal's API client: plain fetch with the owner's bearer token and the chosen language, no cookies. A 401
 * drops the token and leaves for the sign-in page; other failures become an `ApiError` with the server's field
 * errors, which the forms show under their fields.
 */
import { readBody, unwrap } from '@/lib/api/envelope';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { clearToken, readToken } from './token';

export interface PortalClientConfig {
  /** The language sent as `Accept-Language` (`es` or `pt-BR`). */
  locale: () => string;
  /** Localized 'Ha ocurrido un error', for answers without a message. */
  defaultErrorMessage: () => string;
  /** Called after a 401 cleared the token. */
  onUnauthorized: () => void;
}

const defaults: PortalClientConfig = {
  locale: () => 'es',
  defaultErrorMessage: () => 'Ha ocurrido un error',
  onUnauthorized: () => undefined,
};

let config: PortalClientConfig = { ...defaults };

export function configurePortalClient(overrides: Partial<PortalClientConfig>): void {
  config = { ...config, ...overrides };
}

export function resetPortalClient(): void {
  config = { ...defaults };
}

export interface PortalCallOptions {
  /** A JSON body, or a multipart form. */
  body?: unknown;
  /** Leave for the sign-in page on a 401 (default true); the sign-in and link calls answer their own. */
  authRedirect?: boolean;
  /** What the answer is: JSON (default) or a file. */
  accept?: string;
  signal?: AbortSignal;
}

export function portalHeaders(accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept, 'Accept-Language': config.locale() });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Sends one call; answers the raw Response when it succeeded, throws an ApiError otherwise. */
export async function portalFetch(method: string, path: string, options: PortalCallOptions = {}): Promise<Response> {
  const headers = portalHeaders(options.accept);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'omit', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw toApiError(0, null, config.defaultErrorMessage());
  }
  if (response.ok) return response;
  throw failure(response.status, await readBody(response), options);
}

function failure(status: number, body: unknown, options: PortalCallOptions): ApiError {
  const error = toApiError(status, body, config.defaultErrorMessage());
  if (status === 401 && options.authRedirect !== false) {
    clearToken();
    config.onUnauthorized();
  }
  return error;
}

/** A JSON call; answers the envelope's `data`. */
export async function portalCall<T>(method: string, path: string, options: PortalCallOptions = {}): Promise<T> {
  const response = await portalFetch(method, path, options);
  return unwrap<T>(await readBody(response));
}

export const portalApi = {
  get: <T>(path: string, options?: PortalCallOptions) => portalCall<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: PortalCallOptions) => portalCall<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: PortalCallOptions) => portalCall<T>('PUT', path, { ...options, body: body ?? {} }),
  /** A file the owner may read (a document, an attachment, an AC's PDF): `<a href>` cannot carry the token. */
  blob: async (path: string, options?: PortalCallOptions) => (await portalFetch('GET', path, { accept: '*/*', ...options })).blob(),
};

/** A path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
