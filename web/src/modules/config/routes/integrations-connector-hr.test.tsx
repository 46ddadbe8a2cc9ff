import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { connector, logRow, renderConfig, stubServer } from '../components/connectors/test-fixtures';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

const HR = '/api/integrations/connectors/hr';

function hrServer(active: boolean, sync: () => Response) {
  const logs: unknown[] = [];
  const calls = stubServer((call) => {
    if (call.path === HR) return json({ data: connector({ kind: 'hr', active, settings: { base_url: 'https://rrhh.example.com/api' }, secrets_set: ['api_key'], version: 1 }) });
    if (call.path === `${HR}/logs`) return json({ data: logs });
    if (call.path === `${HR}/sync` && call.method === 'POST') {
      logs.unshift(logRow({ action: 'sync', message: 'synced' }));
      return sync();
    }
    return undefined;
  });
  return calls;
}

describe('HR connector (/config/integraciones/rrhh)', { timeout: 30_000 }, () => {
  it('syncs the workers while active and shows the outcome in place', async () => {
    const calls = hrServer(true, () =>
      json({ data: { ok: true, message: 'Trabajadores sincronizados: 2 nuevo(s), 1 actualizado(s), 0 omitido(s).', count: 3 } }),
    );
    renderConfig('/config/integraciones/rrhh');
    const sync = await screen.findByTestId('hr-sync', {}, { timeout: 8000 });
    expect(sync).toHaveTextContent('Sincronizar trabajadores');
    fireEvent.click(sync);
    const outcome = await screen.findByTestId('connector-outcome');
    expect(outcome).toHaveTextContent('Sincronización terminada');
    expect(outcome).toHaveTextContent('2 nuevo(s), 1 actualizado(s)');
    expect(screen.getByRole('link', { name: 'Ver los trabajadores' })).toHaveAttribute('href', '/config/trabajadores');
    expect(calls.filter((call) => call.path === `${HR}/sync`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('connector-logs-table')).toHaveTextContent('Sincronización'));
  });

  it('tells a failed sync', async () => {
    hrServer(true, () => json({ data: { ok: false, message: 'El servidor de la integración respondió con un error: HTTP 500', count: 0 } }));
    renderConfig('/config/integraciones/rrhh');
    fireEvent.click(await screen.findByTestId('hr-sync', {}, { timeout: 8000 }));
    const outcome = await screen.findByTestId('connector-outcome');
    expect(outcome).toHaveTextContent('La sincronización falló');
    expect(outcome).toHaveTextContent('HTTP 500');
    expect(screen.getByTestId('toast-outcome-failed')).toBeInTheDocument();
  });

  it('explains that an inactive connector does not sync', async () => {
    hrServer(false, () => json({ data: {} }));
    renderConfig('/config/integraciones/rrhh');
    expect(await screen.findByTestId('hr-sync', {}, { timeout: 8000 })).toBeDisabled();
    expect(screen.getByText('Activa la integración y guárdala para sincronizar.')).toBeInTheDocument();
  });
});
