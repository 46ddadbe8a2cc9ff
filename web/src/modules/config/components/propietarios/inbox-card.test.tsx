import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, notifyApiError } from '@/lib/api';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { InboxCard } from './inbox-card';

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const ADDRESS = 'solicitudes-ab12cd34ef@obra.local';

/** The typed client hands fetch a Request: record it and answer the inbox (`answer` may hold the PUT back). */
function stubServer(answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call = { method: request.method, url: new URL(request.url), body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      const own = answer(call);
      if (own) return own;
      if (call.url.pathname !== '/api/warranties/inbox') return json({ message: 'unexpected' }, 500);
      return json({ data: { address: ADDRESS, enabled: call.method === 'PUT' ? (call.body as { enabled: boolean }).enabled : false } });
    }),
  );
  return calls;
}

function renderCard() {
  renderRoutes([{ path: '/config/propietarios/general', element: <InboxCard /> }], { path: '/config/propietarios/general', me: testMe({ permissions: ['warranties.config'] }) });
}

const toggle = () => within(screen.getByTestId('settings-inbox')).getByRole('switch', { name: 'Recibir solicitudes por correo' });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
  configureApi({ notifyError: notifyApiError });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests by e-mail (the inbox card of /config/propietarios/general)', () => {
  it("shows the active project's address read-only in monospace, off, with what happens to strangers' mail", async () => {
    const calls = stubServer();
    renderCard();
    const address = await screen.findByRole('textbox', { name: 'Dirección para las solicitudes' });
    expect(address).toHaveValue(ADDRESS);
    expect(address).toHaveAttribute('readonly');
    expect(address.style.fontFamily).toContain('monospace');
    expect(toggle()).not.toBeChecked();
    expect(screen.getByText('Mientras esté desactivado, los correos a esta dirección se rechazan.')).toBeInTheDocument();
    expect(screen.getByText(/no se crea ninguna solicitud y recibe una respuesta/)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}?${call.url.searchParams.toString()}`)).toEqual(['GET /api/warranties/inbox?projectId=proj-1']);
  });

  it('turns it on at once, showing "on" only once the server said so, and confirms with a toast', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubServer((call) => (call.method === 'PUT' ? held.then(() => json({ data: { address: ADDRESS, enabled: true } })) : undefined));
    renderCard();
    await screen.findByTestId('inbox-address');
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle()).toBeDisabled());
    expect(toggle()).not.toBeChecked();
    release();
    expect(await screen.findByText('Se activaron las solicitudes por correo.')).toBeInTheDocument();
    expect(toggle()).toBeChecked();
    expect(toggle()).toBeEnabled();
    expect(screen.getByText(/El correo de un propietario crea su solicitud/)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.searchParams.get('projectId')).toBe('proj-1');
    expect(put?.body).toEqual({ enabled: true });
  });

  it("keeps the switch as it was and shows the server's refusal", async () => {
    stubServer((call) => (call.method === 'PUT' ? json({ message: 'No tiene permiso para configurar la postventa.', code: 'forbidden' }, 403) : undefined));
    renderCard();
    await screen.findByTestId('inbox-address');
    fireEvent.click(toggle());
    expect(await screen.findByText('No tiene permiso para configurar la postventa.')).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toBeEnabled();
    expect(screen.queryByTestId('toast-success')).not.toBeInTheDocument();
  });

  it('copies the address, and says so when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    stubServer();
    renderCard();
    await screen.findByTestId('inbox-address');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar dirección' }));
    expect(await screen.findByRole('button', { name: 'Dirección copiada' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    fireEvent.click(screen.getByRole('button', { name: 'Dirección copiada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo copiar la dirección: selecciónala y cópiala a mano.');
  });

  it('offers a retry when the address cannot be read', async () => {
    let fail = true;
    stubServer(() => (fail ? json({ message: 'Ha ocurrido un error' }, 500) : undefined));
    renderCard();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('inbox-address')).toHaveValue(ADDRESS);
  });
});
