import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { api } from './client';
import { configureApi } from './context';
import { ApiError } from './errors';

const hooks = {
  notifyError: vi.fn(),
  showWarnings: vi.fn(),
  onUnauthorized: vi.fn(),
};

beforeEach(() => {
  hooks.notifyError.mockReset();
  hooks.showWarnings.mockReset();
  hooks.onUnauthorized.mockReset();
  configureApi({ ...hooks, activeProjectId: () => 'proj-1', locale: () => 'pt' });
  window.history.replaceState(null, '', '/app/home/proyectos');
  document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
});

describe('requests', () => {
  it('GET flattens the payload into the query and adds projectId', async () => {
    const { calls } = stubFetch(() => json({ data: [] }));
    await api.get('/api/projects', { ids: ['a', 'b'], search: null, page: 1 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/projects');
    expect(url.searchParams.get('ids')).toBe('a,b');
    expect(url.searchParams.has('search')).toBe(false);
    expect(url.searchParams.get('projectId')).toBe('proj-1');
    expect(calls[0]!.body).toBeUndefined();
  });

  it('lets an explicit projectId win over the active project', async () => {
    const { calls } = stubFetch(() => json({ data: [] }));
    await api.get('/api/x', { projectId: 'other' });
    expect(new URL(calls[0]!.url, 'http://x').searchParams.getAll('projectId')).toEqual(['other']);
  });

  it('sends Accept, Accept-Language and credentials on every call', async () => {
    const { calls, fetchMock } = stubFetch(() => json({ data: {} }));
    await api.get('/api/me');
    expect(calls[0]!.headers.get('Accept')).toBe('application/json');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('pt');
    expect(calls[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('sends the anti-forgery token from the XSRF-TOKEN cookie on state-changing calls', async () => {
    const { calls } = stubFetch(() => json({ data: {} }));
    await api.post('/api/setup', { phone: '1' });
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('tok=1');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('fetches /csrf-cookie first when the cookie is missing', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { calls } = stubFetch((call) => {
      if (call.url === '/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return new Response(null, { status: 204 });
      }
      return json({ data: {} });
    });
    await api.put('/api/me/preferences', { locale: 'es' });
    expect(calls.map((call) => call.url)).toEqual(['/csrf-cookie', '/api/me/preferences']);
    expect(calls[1]!.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('DELETE sends its payload as a JSON body', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    await api.delete('/api/users', { ids: ['u1', 'u2'] });
    expect(calls[0]!.method).toBe('DELETE');
    expect(calls[0]!.url).toBe('/api/users');
    expect(calls[0]!.body).toEqual({ ids: ['u1', 'u2'] });
  });

  it('save creates with POST without id and updates with PUT path/{id}', async () => {
    const { calls } = stubFetch(() => json({ data: { id: 'n1' } }));
    await api.save('/api/positions', { name: 'Jefe de obra' });
    await api.save('/api/positions', { id: 'n1', name: 'Jefa de obra' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/positions', 'PUT /api/positions/n1']);
    expect(calls[1]!.body).toEqual({ id: 'n1', name: 'Jefa de obra' });
  });

  it('unwraps objects and keeps list paging', async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/projects')
        ? json({ data: [{ id: 1 }], current_page: 1, total: 30, rowsPerPage: 20, has_more: true })
        : json({ data: { id: 'me' } }),
    );
    await expect(api.get('/api/me')).resolves.toEqual({ id: 'me' });
    await expect(api.list('/api/projects')).resolves.toEqual({ data: [{ id: 1 }], current_page: 1, total: 30, rowsPerPage: 20, has_more: true });
  });

  it('shows the warnings dialog for a 2xx with warnings', async () => {
    stubFetch(() => json({ data: {}, message: 'Revisar', warnings: ['Falta firma'] }));
    await api.post('/api/x', {});
    expect(hooks.showWarnings).toHaveBeenCalledWith('Revisar', ['Falta firma']);
  });
});

describe('errors', () => {
  it('maps a 422 to an ApiError with field errors and notifies', async () => {
    stubFetch(() => json({ message: 'Datos inválidos', code: 'validation', errors: { email: ['Correo no válido'] } }, 422));
    const error = await api.post('/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Datos inválidos', code: 'validation', errors: { email: ['Correo no válido'] } });
    expect(hooks.notifyError).toHaveBeenCalledWith(error);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the default message when the body has none', async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: 'Ha ocurrido un error', errors: {} });
  });

  it('does not notify when the caller shows the error itself', async () => {
    stubFetch(() => json({ message: 'Usuario y/o contraseña incorrecta' }, 401));
    window.history.replaceState(null, '', '/app/login');
    await expect(api.post('/login', {}, { notify: false })).rejects.toMatchObject({ status: 401 });
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it('redirects to login on a 401 outside the public auth pages', async () => {
    stubFetch(() => json({ message: 'No autenticado' }, 401));
    await expect(api.get('/api/projects')).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it.each(['/app/login', '/app/password-reset', '/app/register'])('does not redirect on a 401 while on %s', async (page) => {
    stubFetch(() => json({ message: 'x' }, 401));
    window.history.replaceState(null, '', page);
    await expect(api.post('/login', {})).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, message: 'Ha ocurrido un error' });
    expect(hooks.notifyError).toHaveBeenCalledTimes(1);
  });
});
