import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@/api/schema.gen';
import { buildHeaders, handleFailure, handleSuccess, type RequestOptions } from './client';
import { apiContext } from './context';
import { unwrap } from './envelope';
import { toSearchParams } from './params';

/**
 * openapi-fetch client typed by the generated schema, following the same rules as `api`: headers and
 * anti-forgery token (middleware), flattened GET parameters plus `projectId` (query serializer), and the
 * same error/warning handling (`call`).
 */
const conventions: Middleware = {
  async onRequest({ request }) {
    // Content-Type is openapi-fetch's business; the rest (Accept, Accept-Language, X-XSRF-TOKEN) is ours.
    const extra = await buildHeaders(request.method, false);
    extra.forEach((value, key) => request.headers.set(key, value));
    if (request.method === 'GET') {
      const projectId = apiContext().activeProjectId();
      const url = new URL(request.url);
      if (projectId && !url.searchParams.has('projectId')) {
        url.searchParams.set('projectId', projectId);
        return new Request(url, request);
      }
    }
    return request;
  },
};

export const typedClient = createClient<paths>({
  baseUrl: window.location.origin,
  credentials: 'include',
  // Looked up per call, so the current global fetch is used (tests replace it).
  fetch: (request: Request) => globalThis.fetch(request),
  querySerializer: (query) => toSearchParams(query).toString(),
});
typedClient.use(conventions);

interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and returns its unwrapped payload, or throws an ApiError (SPEC §8). */
export async function call<D>(pending: Promise<FetchResult<D>>, options: RequestOptions = {}) {
  let result: FetchResult<D>;
  try {
    result = await pending;
  } catch {
    throw handleFailure(0, null, options);
  }
  if (!result.response.ok) throw handleFailure(result.response.status, result.error, options);
  handleSuccess(result.data, options);
  return unwrap<D extends { data?: infer Inner } ? NonNullable<Inner> : D>(result.data);
}
