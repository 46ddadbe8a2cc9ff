import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { catalogue, renderWebhooks, stubServer, webhookApp, webhookLog } from '../components/webhooks/test-fixtures';

const failed = webhookLog({
  id: 'att-2',
  delivery_id: 'del-2',
  module: 'cmanagement',
  event: 'ticket.created',
  attempt: 2,
  status: 'failed',
  delivery_status: 'pending',
  response: null,
  response_status: 503,
  error: 'El receptor respondió 503.',
});

function server() {
  return stubServer((call) => {
    if (call.path === '/api/webhooks/events') return json({ data: catalogue });
    if (call.path === '/api/webhooks/apps/app-1') return json({ data: webhookApp() });
    if (call.path === '/api/webhooks/apps/app-1/logs') {
      const status = new URLSearchParams(call.search).get('status');
      return json({ data: status === 'failed' ? [failed] : [failed, webhookLog()] });
    }
    if (call.path === '/api/webhooks/deliveries/del-1/replay') return json({ data: { id: 'del-3', status: 'pending' } }, 201);
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('webhook application, History tab (…/apps/:appId/logs)', { timeout: 30_000 }, () => {
  it('lists the attempts, opens one to show what was sent and answered, and replays it', async () => {
    const calls = server();
    renderWebhooks('/config/integraciones/webhooks/apps/app-1/logs');
    const table = await screen.findByTestId('webhook-logs-table', {}, { timeout: 8000 });
    expect(screen.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('logs-limit-note')).toHaveTextContent('como máximo los últimos 100 intentos');
    const testRow = (await within(table).findByText('Evento de prueba')).closest('tr');
    if (!testRow) throw new Error('no row');
    expect(testRow).toHaveTextContent('Webhooks');
    expect(testRow).toHaveTextContent('https://erp.example.com/hooks');
    expect(testRow).toHaveTextContent('Exitoso');
    expect(testRow).toHaveTextContent('HTTP 200');
    expect(testRow).toHaveTextContent('v1,K5oZfzN…');
    expect(testRow).toHaveTextContent('Intento 1');
    const failedRow = within(table).getByText('Ticket creado').closest('tr');
    expect(failedRow).toHaveTextContent('Fallido');
    expect(failedRow).toHaveTextContent('El receptor respondió 503.');

    fireEvent.click(within(testRow).getByText('Evento de prueba'));
    const detail = await screen.findByTestId('webhook-log-detail');
    expect(within(detail).getByTestId('webhook-log-content').textContent).toContain('"message": "Obra webhook test"');
    expect(within(detail).getByTestId('webhook-log-response').textContent).toContain('"ok": true');
    expect(detail).toHaveTextContent('msg_2xY');

    fireEvent.click(within(testRow).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Reenvío en curso. Aparecerá en el historial en unos segundos.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/webhooks/deliveries/del-1/replay');
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/logs')).length).toBeGreaterThan(1));
  });

  it('filters by status through the server', async () => {
    const calls = server();
    const { router } = renderWebhooks('/config/integraciones/webhooks/apps/app-1/logs');
    const table = await screen.findByTestId('webhook-logs-table', {}, { timeout: 8000 });
    await within(table).findByText('Evento de prueba');
    fireEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fallido' }));
    await waitFor(() => expect(within(table).queryByText('Evento de prueba')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?status=failed');
    expect(calls.some((call) => call.path.endsWith('/logs') && call.search.includes('status=failed'))).toBe(true);
  });

  it('says so when there is no attempt yet', async () => {
    stubServer((call) => {
      if (call.path === '/api/webhooks/apps/app-1/logs') return json({ data: [] });
      if (call.path === '/api/webhooks/apps/app-1') return json({ data: webhookApp() });
      if (call.path === '/api/webhooks/events') return json({ data: catalogue });
      return undefined;
    });
    renderWebhooks('/config/integraciones/webhooks/apps/app-1/logs');
    expect(await screen.findByText('Aún no hay envíos. Envía un evento de prueba desde la pestaña Configuración.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
