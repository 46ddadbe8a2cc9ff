import { IconFolders } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { cloudQueryKey } from '../api/cloud-status';
import { cboxItem, folderDetail, limits, page } from '../test/fixtures';
import { stubRequests } from '../test/requests';
import CboxModule from './cbox-module';

const CLOUD = '/api/integrations/connectors/cloud_storage';
const admin = testMe({ permissions: ['modulo_biblioteca', 'cbox.upload'] });
const items = [cboxItem({ id: 'd1', name: 'Planos', kind: 'folder' }), cboxItem({ id: 'i1', name: 'Informe.pdf' })];

type Status = 'active' | 'inactive' | 'forbidden';

function respond(status: Status) {
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === `${CLOUD}/status`) {
      return status === 'forbidden' ? json({ message: 'No tienes permiso para realizar esta acción.', code: 'forbidden', errors: {} }, 403) : json({ data: { active: status === 'active' } });
    }
    if (url.pathname === `${CLOUD}/export`) return json({ data: { ok: true, message: 'Se exportaron 3 archivos a /Edificio Los Robles/Planos.', count: 3 } });
    if (url.pathname === `${CLOUD}/browse`) return json({ data: [] });
    if (url.pathname === '/api/cbox/limits') return json({ data: limits });
    if (url.pathname === '/api/cbox/items/f1') return json({ data: folderDetail() });
    if (url.pathname === '/api/cbox/items') return json(page(items));
    return json({ message: 'unexpected' }, 500);
  };
}

function renderLibrary(status: Status, path = '/cbox/folders/f1') {
  const stub = stubRequests(respond(status));
  const { queryClient } = renderRoutes([{ path: '/cbox/*', element: <CboxModule module="cbox" icon={IconFolders} access="granted" activation={null} /> }], { path, me: admin });
  /** Settles once the status probe has been answered (the menus have then been drawn with its answer). */
  const answered = () => waitFor(() => expect(queryClient.getQueryState([...cloudQueryKey, 'status'])?.status).toMatch(/success|error/));
  return { ...stub, answered };
}

async function folderMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Acciones de Planos' }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('cloud storage in the library', () => {
  it('offers the export on folders and the cloud menu while the connector is on', async () => {
    renderLibrary('active');
    const menu = await folderMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'Exportar a la nube' })).toBeInTheDocument();
    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nube' }));
    const cloud = await screen.findByRole('menu');
    expect(within(cloud).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Exportar carpeta a la nube', 'Importar desde la nube']);
    fireEvent.click(within(cloud).getByRole('menuitem', { name: 'Importar desde la nube' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar desde la nube' });
    expect(await within(dialog).findByText('Carpeta vacía')).toBeInTheDocument();
    expect(within(dialog).getByText(/se copiará en «Obra gruesa»/)).toBeInTheDocument();
  });

  it('offers nothing of the cloud while the connector is off', async () => {
    const { answered } = renderLibrary('inactive');
    const menu = await folderMenu();
    await answered();
    expect(within(menu).queryByRole('menuitem', { name: 'Exportar a la nube' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nube' })).not.toBeInTheDocument();
  });

  it('hides the actions, without an error toast, from someone who may not use the cloud', async () => {
    const { answered } = renderLibrary('forbidden');
    const menu = await folderMenu();
    await answered();
    expect(within(menu).queryByRole('menuitem', { name: 'Exportar a la nube' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nube' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });

  it('does not ask in the trash', async () => {
    const { calls } = renderLibrary('active', '/cbox/folders?view=trash');
    await screen.findAllByTestId('cbox-item');
    expect(calls.some((call) => call.url.startsWith(`${CLOUD}/status`))).toBe(false);
  });

  it('exports a folder after a confirmation that says where it goes', async () => {
    const { calls } = renderLibrary('active');
    fireEvent.click(await within(await folderMenu()).findByRole('menuitem', { name: 'Exportar a la nube' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exportar a la nube' });
    expect(confirm).toHaveTextContent('Se copiará la carpeta «Planos», con sus subcarpetas y archivos, a «Edificio Los Robles/Planos»');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Exportar' }));
    const toast = await screen.findByTestId('toast-success');
    expect(toast).toHaveTextContent('Exportación terminada');
    expect(toast).toHaveTextContent('Se exportaron 3 archivos a /Edificio Los Robles/Planos.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`${CLOUD}/export?projectId=proj-1`);
    expect(post?.body).toEqual({ folder_id: 'd1' });
  });

  it('exports the whole project from the root', async () => {
    const { calls } = renderLibrary('active', '/cbox/folders');
    fireEvent.click(await screen.findByRole('button', { name: 'Nube' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exportar carpeta a la nube' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exportar a la nube' });
    expect(confirm).toHaveTextContent('Se copiarán todas las carpetas y archivos del proyecto a «Edificio Los Robles»');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Exportar' }));
    await screen.findByTestId('toast-success');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });
});
