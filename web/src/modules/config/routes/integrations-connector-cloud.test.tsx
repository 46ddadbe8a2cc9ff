import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-stub';
import { connector, renderConfig, stubServer, type Call } from '../components/connectors/test-fixtures';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

const CLOUD = '/api/integrations/connectors/cloud_storage';

const folder = (id: string, name: string) => ({ id, name, kind: 'folder' });
/** The Cbox of project `proj-1`: a root with "Planos", which holds "Arquitectura". */
const CBOX: Record<string, unknown[]> = {
  '': [folder('f-planos', 'Planos'), { id: 'file-1', name: 'acta.pdf', kind: 'file' }],
  'f-planos': [folder('f-arq', 'Arquitectura')],
  'f-arq': [],
};
/** The remote tree under the connector's root. */
const REMOTE: Record<string, unknown[]> = {
  '': [{ name: 'informes', dir: true, size: null }, { name: 'leeme.txt', dir: false, size: 2048 }],
  informes: [{ name: '2026', dir: true, size: null }],
  'informes/2026': [{ name: 'marzo.pdf', dir: false, size: 4096 }],
};

function cloudServer(active: boolean, transfer: (call: Call) => Response) {
  return stubServer((call) => {
    if (call.path === CLOUD) return json({ data: connector({ kind: 'cloud_storage', active, settings: { url: 'https://dav.example.com', username: 'obra', root: '/obra' }, secrets_set: ['password'], version: 1 }) });
    if (call.path === `${CLOUD}/logs`) return json({ data: [] });
    if (call.path === `${CLOUD}/browse`) return json({ data: REMOTE[call.search.get('path') ?? ''] ?? [] });
    if (call.path === '/api/cbox/items') return json({ data: CBOX[call.search.get('folder_id') ?? ''] ?? [], current_page: 1, total: 1, rowsPerPage: 200, has_more: false });
    if (call.path === `${CLOUD}/export` || call.path === `${CLOUD}/import`) return transfer(call);
    return undefined;
  });
}

describe('cloud storage connector (/config/integraciones/almacenamiento)', { timeout: 30_000 }, () => {
  it('exports a Cbox folder picked through its breadcrumbs', async () => {
    const calls = cloudServer(true, () => json({ data: { ok: true, message: '3 archivo(s) exportado(s) a /Edificio Los Robles/Planos.', count: 3 } }));
    renderConfig('/config/integraciones/almacenamiento');
    fireEvent.click(await screen.findByTestId('cloud-export', {}, { timeout: 8000 }));
    const dialog = await screen.findByTestId('cloud-export-form');
    expect(within(dialog).getByDisplayValue('Edificio Los Robles')).toHaveAccessibleName('Proyecto');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Abrir la carpeta Planos' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Abrir la carpeta Arquitectura' }));
    await within(dialog).findByText('No hay subcarpetas.');
    // Back up one level with the breadcrumb: "Planos" is the folder exported.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planos' }));
    await waitFor(() => expect(within(dialog).getByTestId('cbox-browser-chosen')).toHaveTextContent('Raíz del proyecto / Planos'));
    fireEvent.click(within(dialog).getByTestId('cloud-export-submit'));

    const outcome = await screen.findByTestId('connector-outcome');
    expect(outcome).toHaveTextContent('Exportación terminada');
    expect(outcome).toHaveTextContent('3 archivo(s) exportado(s)');
    const call = calls.find((candidate) => candidate.path === `${CLOUD}/export`);
    expect(call?.search.get('projectId')).toBe('proj-1');
    expect(call?.body).toEqual({ folder_id: 'f-planos' });
    expect(screen.queryByTestId('cloud-export-form')).not.toBeInTheDocument();
  });

  it('imports a remote folder browsed on the server into a Cbox folder', async () => {
    const calls = cloudServer(true, () => json({ data: { ok: true, message: '1 archivo(s) importado(s) desde /informes/2026.', count: 1 } }));
    renderConfig('/config/integraciones/almacenamiento');
    fireEvent.click(await screen.findByTestId('cloud-import', {}, { timeout: 8000 }));
    const dialog = await screen.findByTestId('cloud-import-form');
    const remote = within(dialog).getByTestId('remote-browser');
    expect(await within(remote).findByText('leeme.txt')).toBeInTheDocument();
    fireEvent.click(within(remote).getByRole('button', { name: 'Abrir la carpeta informes' }));
    fireEvent.click(await within(remote).findByRole('button', { name: 'Abrir la carpeta 2026' }));
    expect(await within(remote).findByText('marzo.pdf')).toBeInTheDocument();
    expect(within(remote).getByTestId('remote-browser-chosen')).toHaveTextContent('Raíz / informes / 2026');
    const cbox = within(dialog).getByTestId('cbox-browser');
    fireEvent.click(await within(cbox).findByRole('button', { name: 'Abrir la carpeta Planos' }));
    await within(cbox).findByRole('button', { name: 'Abrir la carpeta Arquitectura' });
    fireEvent.click(within(dialog).getByTestId('cloud-import-submit'));

    expect(await screen.findByTestId('connector-outcome')).toHaveTextContent('Importación terminada');
    const call = calls.find((candidate) => candidate.path === `${CLOUD}/import`);
    expect(call?.search.get('projectId')).toBe('proj-1');
    expect(call?.body).toEqual({ path: 'informes/2026', folder_id: 'f-planos' });
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    cloudServer(true, () => json({ message: 'Los datos enviados no son válidos.', code: 'validation', errors: { path: ['La carpeta no existe en el servidor.'] } }, 422));
    renderConfig('/config/integraciones/almacenamiento');
    fireEvent.click(await screen.findByTestId('cloud-import', {}, { timeout: 8000 }));
    const dialog = await screen.findByTestId('cloud-import-form');
    fireEvent.click(within(dialog).getByTestId('cloud-import-submit'));
    expect(await within(dialog).findByTestId('cloud-transfer-error')).toHaveTextContent('La carpeta no existe en el servidor.');
  });

  it('shows why a remote folder cannot be read', async () => {
    stubServer((call) => {
      if (call.path === CLOUD) return json({ data: connector({ kind: 'cloud_storage', active: true, version: 1 }) });
      if (call.path === `${CLOUD}/logs`) return json({ data: [] });
      if (call.path === `${CLOUD}/browse`) return json({ message: 'Los datos enviados no son válidos.', code: 'validation', errors: { path: ['El servidor de la integración respondió con un error: HTTP 401'] } }, 422);
      if (call.path === '/api/cbox/items') return json({ data: [] });
      return undefined;
    });
    renderConfig('/config/integraciones/almacenamiento');
    fireEvent.click(await screen.findByTestId('cloud-import', {}, { timeout: 8000 }));
    expect(await screen.findByTestId('browser-error')).toHaveTextContent('HTTP 401');
  });

  it('keeps export and import off while the connector is inactive', async () => {
    cloudServer(false, () => json({ data: {} }));
    renderConfig('/config/integraciones/almacenamiento');
    expect(await screen.findByTestId('cloud-export', {}, { timeout: 8000 })).toBeDisabled();
    expect(screen.getByTestId('cloud-import')).toBeDisabled();
    expect(screen.getAllByText('Activa la integración y guárdala para exportar o importar.')).toHaveLength(2);
  });
});
