import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderWebhooks, stubServer } from '../components/webhooks/test-fixtures';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('webhooks activation (/config/integraciones/webhooks/activation)', { timeout: 30_000 }, () => {
  it('activates the webhooks with the version read', async () => {
    let state = { active: false, version: 0, updated_at: null as string | null };
    const calls = stubServer((call) => {
      if (call.path !== '/api/integrations/webhooks') return undefined;
      if (call.method === 'PUT') state = { active: true, version: 1, updated_at: '2026-03-02T10:00:00Z' };
      return json({ data: state });
    });
    renderWebhooks('/config/integraciones/webhooks/activation');
    const toggle = await screen.findByRole('switch', { name: 'Webhooks activados' }, { timeout: 8000 });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('No se envía ningún evento mientras estén desactivados.')).toBeInTheDocument();

    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Webhooks activados' })).toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ active: true, version: 0 });
    expect(await screen.findByText('Webhooks activados.')).toBeInTheDocument();
    expect(screen.getByText(/Último cambio:/)).toBeInTheDocument();
  });

  it('offers a reload when someone else changed it meanwhile (409)', async () => {
    let reads = 0;
    stubServer((call) => {
      if (call.path !== '/api/integrations/webhooks') return undefined;
      if (call.method === 'PUT') return json({ message: 'Otra persona modificó este registro.', code: 'conflict' }, 409);
      reads += 1;
      return json({ data: reads === 1 ? { active: false, version: 0, updated_at: null } : { active: true, version: 1, updated_at: '2026-03-02T10:00:00Z' } });
    });
    renderWebhooks('/config/integraciones/webhooks/activation');
    fireEvent.click(await screen.findByRole('switch', { name: 'Webhooks activados' }, { timeout: 8000 }));
    const stale = await screen.findByTestId('webhooks-activation-stale');
    expect(stale).toHaveTextContent('Otra persona cambió la activación mientras tanto.');
    expect(screen.getByRole('switch', { name: 'Webhooks activados' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.queryByTestId('webhooks-activation-stale')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Webhooks activados' })).toBeChecked());
  });

  it('is closed without config.integrations.manage', async () => {
    stubServer(() => json({ data: { active: false, version: 0, updated_at: null } }));
    renderWebhooks('/config/integraciones/webhooks/activation', ['config.users.manage']);
    expect(await screen.findByTestId('no-permission', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
