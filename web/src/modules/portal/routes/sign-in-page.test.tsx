import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import { readToken } from '../api/token';
import { LOCALE_KEY } from '../i18n/locale';
import { home, unit } from '../test/fixtures';
import { owner, renderPortal } from '../test/render';

beforeEach(() => resetPortalClient());

function serve(answer: (call: RecordedCall) => Response | undefined) {
  return stubFetch((call) => answer(call) ?? (call.url.startsWith('/api/portal/home') ? json({ data: home }) : json({ data: {} })));
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('the sign-in page (/ingresar)', () => {
  it('says what is missing before calling the server', async () => {
    const { calls } = serve(() => undefined);
    renderPortal({ path: '/ingresar', signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Escribe tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña, o pide un enlace por correo.')).toBeInTheDocument();
    fill('Correo electrónico', 'juana@');
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace para ingresar' }));
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal on the password field', async () => {
    serve((call) => (call.url === '/api/portal/sign-in' ? json({ message: 'Revisa los datos', errors: { password: ['Correo o contraseña incorrectos.'] } }, 422) : undefined));
    renderPortal({ path: '/ingresar', signedIn: false });
    fill('Correo electrónico', 'juana@correo.cl');
    fill('Contraseña', 'equivocada');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Correo o contraseña incorrectos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña', { exact: false })).toHaveAccessibleDescription('Correo o contraseña incorrectos.');
    expect(readToken()).toBeNull();
  });

  it('signs in, keeps the token and goes home in the owner’s language', async () => {
    const { calls } = serve((call) => (call.url === '/api/portal/sign-in' ? json({ data: { token: 'tok-new', owner: { ...owner, locale: 'pt-BR' } } }) : undefined));
    const { router, i18n } = renderPortal({ path: '/ingresar', signedIn: false });
    fill('Correo electrónico', ' juana@correo.cl ');
    fill('Contraseña', 'secreta-123');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(`Unidade ${unit.name}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readToken()).toBe('tok-new');
    expect(i18n.language).toBe('pt-BR');
    expect(window.localStorage.getItem(LOCALE_KEY)).toBeNull();
    expect(calls[0]!.body).toEqual({ email: 'juana@correo.cl', password: 'secreta-123' });
    expect(calls.find((call) => call.url.startsWith('/api/portal/home'))!.headers.get('Authorization')).toBe('Bearer tok-new');
  });

  it('sends a link with the e-mail alone, then says to check the e-mail', async () => {
    const { calls } = serve((call) => (call.url === '/api/portal/links' ? json({ data: { sent: true } }, 202) : undefined));
    renderPortal({ path: '/ingresar', signedIn: false });
    fill('Correo electrónico', 'juana@correo.cl');
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace para ingresar' }));
    expect(await screen.findByTestId('link-sent')).toHaveTextContent('Si juana@correo.cl está registrado');
    expect(calls[0]!.body).toEqual({ email: 'juana@correo.cl' });
  });

  it('inside the iframe, the link names the project', async () => {
    const { calls } = serve((call) => {
      if (call.url === '/api/portal/embed/p9') return json({ data: { project_id: 'p9', project_name: 'Torre Sur', company_name: 'Andes', primary_color: '#e8590c' } });
      return call.url === '/api/portal/links' ? json({ data: { sent: true } }, 202) : undefined;
    });
    renderPortal({ path: '/portal/p9/ingresar', signedIn: false });
    await screen.findByTestId('sign-in-form');
    fill('Correo electrónico', 'juana@correo.cl');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviarme un enlace para ingresar' }));
    await screen.findByTestId('link-sent');
    expect(calls.find((call) => call.url === '/api/portal/links')!.body).toEqual({ email: 'juana@correo.cl', project_id: 'p9' });
  });

  it('sends an owner without a token from a signed-in screen to sign in', async () => {
    serve(() => undefined);
    const { router } = renderPortal({ path: '/solicitud/r1', signedIn: false });
    await screen.findByTestId('sign-in-form');
    expect(router.state.location.pathname).toBe('/ingresar');
    expect(router.state.location.search).toBe('?next=%2Fsolicitud%2Fr1');
  });
});
