import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import type { ApiKey } from '../api/api-keys/types';
import { renderConfig, stubServer } from '../components/connectors/test-fixtures';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1',
    name: 'ERP Andes',
    prefix: 'obra_AbCd',
    scopes: ['read'],
    user: { id: 'u1', name: 'Ana Pérez' },
    last_used_at: null,
    expires_at: null,
    revoked_at: null,
    created_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

const TOKEN = 'obra_AbCdEfGh1234567890secret';

/** A keys server: the list, creation (which answers the token once) and revocation. */
function keysServer(initial: ApiKey[] = []) {
  let keys = initial;
  return stubServer((call) => {
    if (call.path === '/api/api-keys' && call.method === 'GET') return json({ data: keys });
    if (call.path === '/api/api-keys' && call.method === 'POST') {
      const body = call.body as { name: string; scopes: string[] };
      const created = apiKey({ id: 'k2', name: body.name, scopes: body.scopes, prefix: 'obra_AbCd' });
      keys = [created, ...keys];
      return json({ data: { key: created, token: TOKEN } }, 201);
    }
    if (call.path.startsWith('/api/api-keys/') && call.method === 'DELETE') {
      keys = keys.map((key) => (call.path.endsWith(key.id) ? { ...key, revoked_at: '2026-03-02T10:00:00Z' } : key));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
}

describe('API keys (/config/integraciones/api-keys)', { timeout: 30_000 }, () => {
  it('lists the keys with their state and explains how to use one', async () => {
    keysServer([
      apiKey(),
      apiKey({ id: 'k3', name: 'BI', scopes: ['read', 'write'], revoked_at: '2026-03-01T13:00:00Z', last_used_at: '2026-03-01T12:30:00Z' }),
      apiKey({ id: 'k4', name: 'Viejo', expires_at: '2026-01-02T00:00:00Z' }),
    ]);
    renderConfig('/config/integraciones/api-keys');
    const table = await screen.findByTestId('api-keys-table', {}, { timeout: 8000 });
    await within(table).findByText('ERP Andes');
    expect(within(table).getAllByTestId('api-key-status').map((badge) => badge.textContent)).toEqual(['Activa', 'Revocada', 'Vencida']);
    expect(within(table).getByText('Lectura y escritura')).toBeInTheDocument();
    expect(within(table).getAllByText('obra_AbCd…')).toHaveLength(3);
    // The key works through its last day: the next midnight (UTC) is shown as that day.
    expect(within(table).getByText(/1 ene 2026/)).toBeInTheDocument();
    // A revoked key has nothing left to revoke.
    expect(within(table).queryByRole('button', { name: 'Revocar la clave «BI»' })).not.toBeInTheDocument();
    const usage = screen.getByTestId('api-keys-usage');
    expect(usage).toHaveTextContent('Authorization: Bearer obra_…');
    expect(usage).toHaveTextContent('429');
    expect(usage).toHaveTextContent('Retry-After');
  });

  it('shows an empty list as such', async () => {
    keysServer();
    renderConfig('/config/integraciones/api-keys');
    expect(await screen.findByText(/Aún no hay claves de API/, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('creates a read+write key and shows its token once, copied to the clipboard', async () => {
    const calls = keysServer();
    const copied: string[] = [];
    stubClipboard((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    renderConfig('/config/integraciones/api-keys');
    fireEvent.click(await screen.findByTestId('api-key-new', {}, { timeout: 8000 }));
    const form = await screen.findByTestId('api-key-form');
    fireEvent.click(within(form).getByTestId('api-key-create'));
    expect(await within(form).findByText('El nombre debe tener entre 2 y 60 caracteres.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/Nombre/), { target: { value: 'Integración BI' } });
    fireEvent.click(within(form).getByLabelText('Lectura y escritura'));
    fireEvent.click(within(form).getByTestId('api-key-create'));
    const modal = await screen.findByTestId('api-key-token-modal');
    expect(within(modal).getByTestId('api-key-token')).toHaveTextContent(TOKEN);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Integración BI', scopes: ['read', 'write'], expires_on: null });

    fireEvent.click(within(modal).getByTestId('api-key-copy'));
    await waitFor(() => expect(copied).toEqual([TOKEN]));
    expect(await within(modal).findByText('Copiada')).toBeInTheDocument();
    fireEvent.click(within(modal).getByTestId('api-key-token-done'));
    await waitFor(() => expect(screen.queryByText(TOKEN)).not.toBeInTheDocument());
    expect(await within(screen.getByTestId('api-keys-table')).findByText('Integración BI')).toBeInTheDocument();
  });

  it('tells when the token could not be copied', async () => {
    keysServer();
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderConfig('/config/integraciones/api-keys');
    fireEvent.click(await screen.findByTestId('api-key-new', {}, { timeout: 8000 }));
    const form = await screen.findByTestId('api-key-form');
    fireEvent.change(within(form).getByLabelText(/Nombre/), { target: { value: 'ERP' } });
    fireEvent.click(within(form).getByTestId('api-key-create'));
    fireEvent.click(within(await screen.findByTestId('api-key-token-modal')).getByTestId('api-key-copy'));
    expect(await screen.findByText('Error al copiar el texto')).toBeInTheDocument();
  });

  it('revokes a key after a confirmation', async () => {
    const calls = keysServer([apiKey()]);
    renderConfig('/config/integraciones/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Revocar la clave «ERP Andes»' }, { timeout: 8000 }));
    expect(await screen.findByText(/Los programas que la usan pierden el acceso de inmediato/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('confirm-revoke-key'));
    expect(await screen.findByText('Se revocó la clave «ERP Andes».')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/api-keys/k1');
    await waitFor(() => expect(screen.getByTestId('api-key-status')).toHaveTextContent('Revocada'));
  });

  it('is closed without config.integrations.manage', async () => {
    keysServer();
    renderConfig('/config/integraciones/api-keys', []);
    expect(await screen.findByTestId('no-permission', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
