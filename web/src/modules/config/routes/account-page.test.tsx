import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Account, AccountSession } from '../api/account-types';
import ConfigModule from './config-module';
import { drawStroke, resetPad } from '@/test/signature-pad-mock';

vi.mock('signature_pad', () => import('@/test/signature-pad-mock'));

function draw() {
  drawStroke();
}

const account: Account = {
  first_name: 'Ana',
  last_name: 'Pérez',
  username: 'ana',
  email: 'ana@constructora.cl',
  email_verified: false,
  has_signature: false,
  signature_verified: false,
  locale: 'es',
  position: 'Jefa de calidad',
  profile: 'Administrador',
  version: 3,
};
const sessions: AccountSession[] = [
  { id: 's1', current: true, created_at: '2026-11-20T10:00:00Z', last_seen_at: '2026-11-21T10:00:00Z', ip: '127.0.0.1', user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
  { id: 's2', current: false, created_at: '2026-11-19T10:00:00Z', last_seen_at: '2026-11-19T12:00:00Z', ip: null, user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' },
];

function respond(current: Account) {
  return (call: RecordedCall): Response => {
    const path = call.url.split('?')[0];
    if (call.method === 'GET' && path === '/api/account') return json({ data: current });
    if (call.method === 'GET' && path === '/api/account/sessions') return json({ data: sessions });
    if (call.method === 'POST' && path === '/api/account/email-verification') {
      return json({ data: 'Te enviamos un enlace de verificación por correo.', message: 'Te enviamos un enlace de verificación por correo.' });
    }
    if (call.method === 'PUT' && path === '/api/account') {
      return json({ message: 'Revisa los datos', code: 'validation', errors: { email: ['Este valor ya está en uso.'] } }, 422);
    }
    if (call.method === 'POST' && path === '/api/account/password') {
      return json({ message: 'Revisa los datos', code: 'validation', errors: { current_password: ['La contraseña actual no es correcta.'] } }, 422);
    }
    if (call.method === 'PUT' && path === '/api/account/signature') return json({ data: { ...current, has_signature: true, signature_verified: true } });
    if (path === '/api/account/signature') return new Response(null, { status: 404 });
    return json({ message: 'unexpected' }, 500);
  };
}

function renderAccount(current: Account = account) {
  const stub = stubFetch(respond(current));
  const view = renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/cuenta', me: testMe() });
  return { ...stub, ...view };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  resetPad();
});

describe('account (/config/cuenta)', () => {
  it('locks the signature until the e-mail is verified, and sends the link', async () => {
    const { calls } = renderAccount();
    const card = await screen.findByTestId('account-signature');
    expect(within(card).getByTestId('signature-canvas')).toHaveAttribute('data-disabled', 'true');
    expect(within(card).getByText(/Para registrar tu firma, primero verifica tu correo electrónico/)).toBeInTheDocument();
    expect(within(card).getByTestId('save-signature')).toBeDisabled();

    fireEvent.click(within(card).getByRole('button', { name: 'Verificar correo' }));
    expect(await within(card).findByTestId('verification-sent')).toHaveTextContent('Te enviamos un enlace de verificación por correo.');
    expect(calls.filter((call) => call.url === '/api/account/email-verification')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Reenviar enlace' })).toBeInTheDocument();
  });

  it('draws and saves the signature once the e-mail is verified', async () => {
    const { calls } = renderAccount({ ...account, email_verified: true });
    const card = await screen.findByTestId('account-signature');
    expect(within(card).queryByText('Verificar correo')).not.toBeInTheDocument();
    const save = within(card).getByTestId('save-signature');
    expect(save).toBeDisabled();
    draw();
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/account/signature')?.body).toEqual({ image: 'data:image/png;base64,iVBORw0KGgo=' }));
    expect(await within(card).findByRole('button', { name: 'Reemplazar' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('sends the trimmed data with the version read, and shows a refused e-mail under its field', async () => {
    const { calls } = renderAccount();
    const card = await screen.findByTestId('account-profile');
    fireEvent.change(within(card).getByRole('textbox', { name: /^Nombre/ }), { target: { value: '  Ana María ' } });
    fireEvent.change(within(card).getByRole('textbox', { name: /^Correo electrónico/ }), { target: { value: 'Otra@Constructora.cl' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(card).findByText('Este valor ya está en uso.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ first_name: 'Ana María', last_name: 'Pérez', email: 'otra@constructora.cl', locale: 'es', version: 3 });
  });

  it('checks the password confirmation before sending and shows a wrong current password', async () => {
    const { calls } = renderAccount();
    const card = await screen.findByTestId('account-password');
    fireEvent.change(within(card).getByLabelText(/^Contraseña actual/), { target: { value: 'equivocada' } });
    fireEvent.change(within(card).getByLabelText(/^Nueva contraseña/), { target: { value: 'Nueva-clave-2026' } });
    fireEvent.change(within(card).getByLabelText(/^Repite la nueva contraseña/), { target: { value: 'Otra-clave-2026' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(card).findByText('Valores no coinciden')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/account/password')).toHaveLength(0);

    fireEvent.change(within(card).getByLabelText(/^Repite la nueva contraseña/), { target: { value: 'Nueva-clave-2026' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(card).findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/account/password')?.body).toEqual({
      current_password: 'equivocada',
      password: 'Nueva-clave-2026',
      password_confirmation: 'Nueva-clave-2026',
      end_other_sessions: true,
    });
  });

  it('lists the sessions with a readable device and marks this one', async () => {
    renderAccount();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome 131 en Windows');
    expect(within(rows[0]!).getByText('Esta sesión')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari 18 en iOS');
    expect(within(rows[1]!).queryByText('Esta sesión')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Cerrar sesión (Safari 18 en iOS)' })).toBeInTheDocument();
  });
});
