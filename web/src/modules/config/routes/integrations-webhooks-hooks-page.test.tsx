import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { catalogue, renderWebhooks, stubServer, webhookApp, type Call } from '../components/webhooks/test-fixtures';

const PRIVATE = 'La URL apunta a una dirección local o privada: solo se admiten direcciones públicas.';
const erp = webhookApp({
  events: [{ id: 's2', event: 'unit.delivered', module: 'entregas', url: 'https://erp.example.com/u', active: false, disabled_at: '2026-03-02T10:00:00Z' }],
});

function server(extra: (call: Call) => Response | undefined = () => undefined) {
  return stubServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/integrations/webhooks') return json({ data: { active: true, version: 1, updated_at: null } });
    if (call.path === '/api/webhooks/events') return json({ data: catalogue });
    if (call.path === '/api/webhooks/apps/app-1' && call.method === 'GET') return json({ data: erp });
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('webhook application, Configuration tab (…/apps/:appId/hooks)', { timeout: 30_000 }, () => {
  it('groups the catalogue by module and shows an event the server turned off', async () => {
    server();
    renderWebhooks('/config/integraciones/webhooks/apps/app-1/hooks');
    const form = await screen.findByTestId('webhook-events-form', {}, { timeout: 8000 });
    expect(screen.getByRole('tab', { name: 'Configuración' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByTestId('event-module-cmanagement')).getByRole('heading', { name: 'Cmanagement' })).toBeInTheDocument();
    expect(within(screen.getByTestId('event-module-entregas')).getByText('Unidad entregada')).toBeInTheDocument();
    const row = within(form).getByTestId('event-row-unit.delivered');
    expect(within(row).getByTestId('auto-disabled-badge')).toHaveTextContent('Desactivado automáticamente el');
    expect(within(row).getByRole('switch', { name: '«Unidad entregada» activo' })).not.toBeChecked();
    expect(screen.getByTestId('secret-hint')).toHaveTextContent('whsec_…Xy9Z');
    expect(screen.getByTestId('save-webhook-events')).toBeDisabled();
  });

  it('sends the whole set and shows the server refusal under the right row', async () => {
    const calls = server((call) =>
      call.method === 'PUT' ? json({ message: 'Revisa los datos', code: 'validation', errors: { 'events.0.url': [PRIVATE] } }, 422) : undefined,
    );
    renderWebhooks('/config/integraciones/webhooks/apps/app-1/hooks');
    const form = await screen.findByTestId('webhook-events-form', {}, { timeout: 8000 });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Suscribirse a «Ticket creado»' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'URL de «Ticket creado»' }), { target: { value: 'http://10.0.0.1/x' } });
    fireEvent.click(within(form).getByRole('switch', { name: '«Unidad entregada» activo' }));
    fireEvent.click(screen.getByTestId('save-webhook-events'));

    const ticketRow = within(form).getByTestId('event-row-ticket.created');
    expect(await within(ticketRow).findByText(PRIVATE)).toBeInTheDocument();
    expect(within(form).getByTestId('event-row-unit.delivered')).not.toHaveTextContent(PRIVATE);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/webhooks/apps/app-1/events',
      body: {
        events: [
          { event: 'ticket.created', url: 'http://10.0.0.1/x', active: true },
          { event: 'unit.delivered', url: 'https://erp.example.com/u', active: true },
        ],
      },
    });
  });

  it('asks for a URL before sending, and sends a test event to the saved active events', async () => {
    const saved = webhookApp({ events: [{ id: 's1', event: 'ticket.created', module: 'cmanagement', url: 'https://erp.example.com/t', active: true, disabled_at: null }] });
    const calls = server((call) => {
      if (call.path === '/api/webhooks/apps/app-1' && call.method === 'GET') return json({ data: saved });
      if (call.path === '/api/webhooks/apps/app-1/test') return json({ data: [{ id: 'd1' }] }, 201);
      return undefined;
    });
    renderWebhooks('/config/integraciones/webhooks/apps/app-1/hooks');
    const form = await screen.findByTestId('webhook-events-form', {}, { timeout: 8000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar un evento de prueba a «Ticket creado»' }));
    expect(await screen.findByText('Evento de prueba enviado a 1 evento. Revisa el resultado en el Historial.')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/test'))?.body).toEqual({ subscription_id: 's1' });

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Suscribirse a «Archivo subido»' }));
    expect(screen.getByTestId('send-test-all')).toBeDisabled();
    fireEvent.click(screen.getByTestId('save-webhook-events'));
    expect(await within(form).findByText('Ingresa la URL a la que se envía el evento.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0));
  });

  it('renews the secret after a confirmation and shows the new one once', async () => {
    const renewed = { app: webhookApp({ secret_hint: 'whsec_…NeW1', version: 2 }), secret: 'whsec_bmV3LXNlY3JldC1mb3ItdGVzdHNOeW1' };
    const calls = server((call) => (call.path === '/api/webhooks/apps/app-1/secret' ? json({ data: renewed }) : undefined));
    renderWebhooks('/config/integraciones/webhooks/apps/app-1/hooks');
    fireEvent.click(await screen.findByTestId('renew-secret', {}, { timeout: 8000 }));
    expect(await screen.findByText(/El secreto actual deja de funcionar de inmediato/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-renew-secret'));
    const modal = await screen.findByTestId('secret-modal');
    expect(within(modal).getByTestId('secret-value')).toHaveTextContent(renewed.secret);
    expect(await screen.findByTestId('secret-hint')).toHaveTextContent('whsec_…NeW1');
  });
});
