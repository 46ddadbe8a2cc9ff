import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import VerifyEmailPage from './verify-email-page';

function renderVerify(path: string, ok: boolean) {
  const stub = stubFetch(() =>
    ok
      ? json({ data: 'Correo electrónico verificado.' })
      : json({ message: 'Revisa los datos', code: 'validation', errors: { token: ['El enlace no es válido o ya venció: pide uno nuevo.'] } }, 422),
  );
  renderRoutes([{ path: '/verificar-correo', element: <VerifyEmailPage /> }], { path });
  return stub;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('e-mail verification link (/verificar-correo)', () => {
  it('confirms the token once and says so', async () => {
    const { calls } = renderVerify('/verificar-correo?token=abc123', true);
    expect(await screen.findByTestId('verify-done')).toHaveTextContent('Correo electrónico verificado.');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/config/cuenta');
  });

  it("shows the server's refusal of a used or expired link", async () => {
    renderVerify('/verificar-correo?token=used', false);
    expect(await screen.findByTestId('verify-error')).toHaveTextContent('El enlace no es válido o ya venció: pide uno nuevo.');
  });

  it('sends nothing without a token', async () => {
    const { calls } = renderVerify('/verificar-correo', true);
    expect(await screen.findByTestId('verify-error')).toHaveTextContent('El enlace no es válido o ya venció: pide uno nuevo.');
    expect(calls).toHaveLength(0);
  });
});
