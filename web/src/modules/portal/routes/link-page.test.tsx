import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import { readToken } from '../api/token';
import { home } from '../test/fixtures';
import { owner, renderPortal } from '../test/render';

beforeEach(() => {
  resetPortalClient();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the sign-in link (/enlace/:token)', () => {
  it('spends the link once, keeps the session and goes home', async () => {
    const { calls } = stubFetch((call) => (call.url.startsWith('/api/portal/links/') ? json({ data: { token: 'tok-link', owner } }) : json({ data: home })));
    const { router } = renderPortal({ path: '/enlace/abc123', signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Hola, Juana Rojas' })).toBeInTheDocument();
    expect(readToken()).toBe('tok-link');
    expect(calls.filter((call) => call.url === '/api/portal/links/abc123')).toHaveLength(1);
  });

  it('says a used or expired link no longer works, with the way back to sign in', async () => {
    stubFetch(() => json({ message: 'No encontrado' }, 404));
    renderPortal({ path: '/enlace/usado', signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no sirve' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de ingreso' })).toHaveAttribute('href', '/ingresar');
    expect(readToken()).toBeNull();
  });
});
