import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderWebhooks, stubServer, webhookApp, type Call } from '../components/webhooks/test-fixtures';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const erp = webhookApp({
  events: [
    { id: 's1', event: 'ticket.created', module: 'cmanagement', url: 'https://erp.example.com/t', active: true, disabled_at: null },
    { id: 's2', event: 'unit.delivered', module: 'entregas', url: 'https://erp.example.com/u', active: false, disabled_at: '2026-03-02T10:00:00Z' },
  ],
});

function server(active = false) {
  let apps = [erp];
  return stubServer((call: Call) => {
    if (call.path === '/api/integrations/webhooks') return json({ data: { active, version: 1, updated_at: null } });
    if (call.path === '/api/webhooks/apps' && call.method === 'GET') return json({ data: apps });
    if (call.path === '/api/webhooks/apps' && call.method === 'POST') {
      const created = webhookApp({ id: 'app-2', name: 'CRM', env: 'production', secret_hint: 'whsec_…LaSw' });
      apps = [...apps, created];
      return json({ data: { app: created, secret: SECRET } }, 201);
    }
    return undefined;
  });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function createCrm() {
  fireEvent.click(await screen.findByTestId('new-webhook-app', {}, { timeout: 8000 }));
  const form = await screen.findByTestId('app-form');
  fireEvent.change(within(form).getByRole('textbox', { name: /Nombre/ }), { target: { value: ' CRM ' } });
  fireEvent.click(within(form).getByText('Producción'));
  fireEvent.click(within(form).getByRole('button', { name: 'Crear aplicación' }));
  return screen.findByTestId('secret-modal');
}

describe('webhook applications (/config/integraciones/webhooks/apps)', { timeout: 30_000 }, () => {
  it('opens from the bare webhooks path and lists each application with its env, events and secret hint', async () => {
    server(false);
    const { router } = renderWebhooks('/config/integraciones/webhooks');
    const table = await screen.findByTestId('webhook-apps-table', {}, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/config/integraciones/webhooks/apps');
    const row = (await within(table).findByRole('link', { name: 'ERP Andes' })).closest('tr');
    expect(row).toHaveTextContent('Pruebas');
    expect(row).toHaveTextContent('1 de 2 eventos activos');
    expect(row).toHaveTextContent('1 desactivado automáticamente');
    expect(row).toHaveTextContent('whsec_…Xy9Z');
    expect(within(table).getByRole('link', { name: 'ERP Andes' })).toHaveAttribute('href', '/config/integraciones/webhooks/apps/app-1/hooks');
    const banner = await screen.findByTestId('webhooks-inactive-banner');
    expect(within(banner).getByRole('link', { name: 'Activar los webhooks' })).toHaveAttribute('href', '/config/integraciones/webhooks/activation');
  });

  it('creates an application and shows its whole secret once, copied on request', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const calls = server(true);
    renderWebhooks('/config/integraciones/webhooks/apps');
    const modal = await createCrm();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'CRM', env: 'production' });
    expect(within(modal).getByTestId('secret-value')).toHaveTextContent(SECRET);
    expect(modal).toHaveTextContent('No se volverá a mostrar.');
    fireEvent.click(within(modal).getByTestId('copy-secret'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(modal).findByText('Copiado')).toBeInTheDocument();

    fireEvent.click(within(modal).getByTestId('secret-done'));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    expect(await within(screen.getByTestId('webhook-apps-table')).findByRole('link', { name: 'CRM' })).toBeInTheDocument();
    expect(screen.queryByTestId('webhooks-inactive-banner')).not.toBeInTheDocument();
  });

  it('says so when the clipboard refuses the secret', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    server(true);
    renderWebhooks('/config/integraciones/webhooks/apps');
    const modal = await createCrm();
    fireEvent.click(within(modal).getByTestId('copy-secret'));
    expect(await screen.findByTestId('toast-copy-failed')).toHaveTextContent('Error al copiar el texto');
    // The secret stays in view, to be copied by hand.
    expect(within(modal).getByTestId('secret-value')).toHaveTextContent(SECRET);
  });
});
