import { IconFolders } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { CboxItem } from '../api/types';
import { ALL_RIGHTS, cboxItem, folderDetail, limits, NO_RIGHTS, page } from '../test/fixtures';
import CboxModule from './cbox-module';

const uploader = testMe({ permissions: ['modulo_biblioteca', 'cbox.upload'] });
const reader = testMe({ permissions: ['modulo_biblioteca'] });

const folderItems: CboxItem[] = [
  cboxItem({ id: 'd1', name: 'Planos', kind: 'folder', shared: true }),
  cboxItem({ id: 'i1', name: 'Informe.pdf' }),
  cboxItem({ id: 'i2', name: 'Contrato.pdf', rights: NO_RIGHTS }),
];

function respond(items: CboxItem[]) {
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/cbox/limits') return json({ data: limits });
    if (url.pathname === '/api/cbox/items/f1') return json({ data: folderDetail() });
    if (url.pathname === '/api/cbox/items' && call.method === 'GET') return json(page(items));
    if (url.pathname === '/api/cbox/items/restore') return json({ data: { restored: 1 } });
    if (url.pathname === '/api/cbox/items/move') return json({ data: { moved: 1 } });
    if (url.pathname === '/api/cbox/folders') {
      return json({ message: 'Revisa los datos', code: 'validation', errors: { name: ['Ya existe un elemento con ese nombre en esta carpeta'] } }, 422);
    }
    return json({ message: 'unexpected' }, 500);
  };
}

function renderLibrary({ path = '/cbox/folders/f1', me = uploader, items = folderItems } = {}) {
  const stub = stubFetch(respond(items));
  const view = renderRoutes(
    [{ path: '/cbox/*', element: <CboxModule module="cbox" icon={IconFolders} access="granted" activation={null} /> }],
    { path, me },
  );
  return { ...stub, ...view };
}

async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  return screen.findByRole('menu');
}

const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('library (/cbox/folders/:folderId)', () => {
  it('shows a folder as cards by default, folders first, with its breadcrumbs', async () => {
    const { calls } = renderLibrary();
    const cards = await screen.findAllByTestId('cbox-item');
    expect(cards.map((card) => card.getAttribute('data-item-id'))).toEqual(['d1', 'i1', 'i2']);
    expect(within(cards[0]!).getByText('Compartido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planos' })).toHaveAttribute('href', '/cbox/folders/d1');

    const crumbs = screen.getByRole('navigation', { name: 'Ubicación' });
    expect(within(crumbs).getByRole('link', { name: 'Estructura' })).toHaveAttribute('href', '/cbox/folders/root-1');
    expect(await within(crumbs).findByText('Obra gruesa')).toBeInTheDocument();

    const list = calls.find((call) => call.url.startsWith('/api/cbox/items?'));
    expect(list?.url).toContain('view=folder');
    expect(list?.url).toContain('folder_id=f1');
    expect(list?.url).toContain('sortBy=name');
    expect(screen.getByRole('button', { name: 'Nueva carpeta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir archivos' })).toBeInTheDocument();
    expect(screen.getByTestId('cbox-upload-input')).toHaveAttribute('type', 'file');
  });

  it('switches to the list and remembers it', async () => {
    renderLibrary();
    await screen.findAllByTestId('cbox-item');
    fireEvent.click(screen.getByRole('radio', { name: 'Lista' }));
    const table = await screen.findByTestId('cbox-table');
    expect(within(table).getByText('Informe.pdf')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Seleccionar Contrato.pdf' })).toBeInTheDocument();
    expect(window.localStorage.getItem('cbox_grid_mode')).toBe('false');
  });

  it('offers only the actions the rights allow', async () => {
    renderLibrary();
    const full = await openMenu('Informe.pdf');
    expect(menuItems(full)).toEqual(['Vista previa', 'Descargar', 'Renombrar', 'Mover', 'Compartir', 'Eliminar', 'Detalles']);
    expect(within(full).getByRole('menuitem', { name: 'Descargar' })).toHaveAttribute('href', '/api/cbox/items/i1/download?projectId=proj-1');
    fireEvent.keyDown(full, { key: 'Escape' });

    const none = await openMenu('Contrato.pdf');
    expect(menuItems(none)).toEqual(['Detalles']);
  });

  it('offers zip download on folders', async () => {
    renderLibrary();
    const menu = await openMenu('Planos');
    expect(menuItems(menu)).toEqual(['Abrir', 'Descargar como zip', 'Renombrar', 'Mover', 'Compartir', 'Eliminar', 'Detalles']);
    expect(within(menu).getByRole('menuitem', { name: 'Descargar como zip' })).toHaveAttribute('href', '/api/cbox/zip?ids=d1&projectId=proj-1');
  });

  it('hides creating and uploading without cbox.upload or without the folder edit right', async () => {
    renderLibrary({ me: reader });
    await screen.findAllByTestId('cbox-item');
    expect(screen.queryByRole('button', { name: 'Subir archivos' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('cbox-upload-input')).not.toBeInTheDocument();
  });

  it('shows the empty folder with an upload call to action', async () => {
    renderLibrary({ items: [] });
    const empty = await screen.findByTestId('cbox-empty');
    expect(within(empty).getByText('Esta carpeta está vacía')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Elegir archivos' })).toBeInTheDocument();
  });

  it('selects several items and offers the selection actions', async () => {
    renderLibrary();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Planos' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Informe.pdf' }));
    const bar = screen.getByTestId('cbox-selection-bar');
    expect(within(bar).getByText('2 elementos seleccionados')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Descargar como zip' })).toHaveAttribute('href', '/api/cbox/zip?ids=d1%2Ci1&projectId=proj-1');
    expect(within(bar).getByRole('button', { name: 'Mover' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Contrato.pdf' }));
    expect(within(bar).queryByRole('button', { name: 'Mover' })).not.toBeInTheDocument();
  });
});

describe('library dialogs', () => {
  it('moves an item to a folder chosen by browsing', async () => {
    const { calls } = renderLibrary();
    fireEvent.click(within(await openMenu('Informe.pdf')).getByRole('menuitem', { name: 'Mover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover «Informe.pdf»' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Abrir la carpeta Planos' }));
    expect(await within(dialog).findByText('Se moverá a: Planos')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mover aquí' }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/cbox/items/move')).toBeDefined());
    expect(calls.find((call) => call.url === '/api/cbox/items/move')?.body).toEqual({ ids: ['i1'], parent_id: 'd1' });
    expect(await screen.findByText('Se movió 1 elemento a «Planos».')).toBeInTheDocument();
  });

  it("creates a folder in the current one and shows the server's refusal under the name", async () => {
    const { calls } = renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva carpeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva carpeta' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre de la carpeta/ }), { target: { value: ' Planos ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(await within(dialog).findByText('Ya existe un elemento con ese nombre en esta carpeta')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/cbox/folders')?.body).toEqual({ projectId: 'proj-1', parent_id: 'f1', name: 'Planos' });
  });
});

describe('trash (/cbox/folders?view=trash)', () => {
  it('lists deleted items and restores one', async () => {
    const deleted = cboxItem({ id: 't1', name: 'Antiguo.pdf', deleted_at: '2026-03-05T10:00:00Z', rights: ALL_RIGHTS });
    const { calls } = renderLibrary({ path: '/cbox/folders?view=trash', items: [deleted] });
    expect(await screen.findByText(/Eliminado el/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir archivos' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/cbox/items?'))?.url).toContain('view=trash');

    const menu = await openMenu('Antiguo.pdf');
    expect(menuItems(menu)).toEqual(['Restaurar']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Restaurar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/cbox/items/restore');
    expect(post?.body).toEqual({ ids: ['t1'] });
    expect(await screen.findByText('Se restauró 1 elemento.')).toBeInTheDocument();
  });

  it('says when the trash is empty', async () => {
    renderLibrary({ path: '/cbox/folders?view=trash', items: [] });
    expect(await screen.findByText('La papelera está vacía')).toBeInTheDocument();
  });
});
