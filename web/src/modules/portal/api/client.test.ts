import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { json, stubFetch } from '@/test/fetch-stub';
import { configurePortalClient, portalApi, resetPortalClient, withQuery } from './client';
import { readToken, storeToken, TOKEN_KEY } from './token';

const onUnauthorized = vi.fn();

beforeEach(() => {
  resetPortalClient();
  onUnauthorized.mockReset();
  configurePortalClient({ locale: () => 'pt-BR', onUnauthorized });
});

describe('the portal API client', () => {
  it('sends the bearer token from obra_owner_token, the language, and no cookies', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'tok-123');
    const { calls, fetchMock } = stubFetch(() => json({ data: { id: 'o1' } }));
    await expect(portalApi.get('/api/portal/me')).resolves.toEqual({ id: 'o1' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('pt-BR');
    expect(calls[0]!.headers.get('Accept')).toBe('application/json');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' });
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = stubFetch(() => json({ data: { sent: true } }, 202));
    await portalApi.post('/api/portal/links', { email: 'a@b.cl' });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ email: 'a@b.cl' });
  });

  it('sends a multipart form as it is, letting the browser write its boundary', async () => {
    storeToken('tok');
    const { fetchMock } = stubFetch(() => json({ data: { id: 'r1' } }, 201));
    const form = new FormData();
    form.append('subject', 'Filtración');
    await portalApi.post('/api/portal/requests', form);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('on a 401 drops the token and leaves for the sign-in page', async () => {
    storeToken('expired');
    stubFetch(() => json({ message: 'No autenticado' }, 401));
    await expect(portalApi.get('/api/portal/home')).rejects.toMatchObject({ status: 401, message: 'No autenticado' });
    expect(readToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('lets the sign-in calls answer their own 401', async () => {
    stubFetch(() => json({ message: 'x' }, 401));
    await expect(portalApi.post('/api/portal/sign-in', {}, { authRedirect: false })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a 422 into an ApiError with the field errors', async () => {
    stubFetch(() => json({ message: 'Revisa los datos', errors: { subject: ['Obligatorio'] } }, 422));
    const error = await portalApi.post('/api/portal/requests', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('subject')).toBe('Obligatorio');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0 and the default message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(portalApi.get('/api/portal/me')).rejects.toMatchObject({ status: 0, message: 'Ha ocurrido un error' });
  });

  it('reads a file as a Blob with the token', async () => {
    storeToken('tok');
    const { calls } = stubFetch(() => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await portalApi.blob('/api/portal/ac/a1/pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('writes a query without its empty values', () => {
    expect(withQuery('/api/portal/home', { project_id: null })).toBe('/api/portal/home');
    expect(withQuery('/api/portal/home', { project_id: 'p 1' })).toBe('/api/portal/home?project_id=p+1');
  });
});
