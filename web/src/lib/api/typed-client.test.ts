import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './context';
import { ApiError } from './errors';
import { call, typedClient } from './typed-client';

/** openapi-fetch hands a Request to fetch; record it. */
function stubRequests(response: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      requests.push(input);
      return Promise.resolve(response());
    }),
  );
  return requests;
}

beforeEach(() => {
  configureApi({ activeProjectId: () => 'proj-9', locale: () => 'es', notifyError: vi.fn() });
  document.cookie = 'XSRF-TOKEN=abc; path=/';
});

describe('typed client (openapi-fetch)', () => {
  it('follows the same GET conventions and unwraps the envelope', async () => {
    const requests = stubRequests(() => Response.json({ data: [], current_page: 1, total: 0, rowsPerPage: 20, has_more: false }));
    const page = await call(typedClient.GET('/api/projects', { params: { query: { page: 1, search: 'torre' } } }));
    expect(page).toEqual([]);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/projects');
    expect(url.searchParams.get('search')).toBe('torre');
    expect(url.searchParams.get('projectId')).toBe('proj-9');
    expect(requests[0]!.headers.get('Accept-Language')).toBe('es');
    expect(requests[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('adds the anti-forgery token and maps errors to ApiError', async () => {
    const requests = stubRequests(() => Response.json({ message: 'Datos inválidos', code: 'validation', errors: { phone: ['Teléfono no válido'] } }, { status: 422 }));
    const failure = await call(typedClient.POST('/api/setup', { body: { phone: 'x' } })).catch((error: unknown) => error);
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc');
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, errors: { phone: ['Teléfono no válido'] } });
  });
});
