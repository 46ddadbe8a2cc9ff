import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { CboxShare } from '../../api/types';
import { cboxItem } from '../../test/fixtures';
import { ShareDialog } from './share-dialog';

// I may download and re-share, but not edit: I cannot grant editing.
const item = cboxItem({ id: 'i1', name: 'Informe.pdf', rights: { download: true, edit: false, share: true, delete: false } });
const share: CboxShare = {
  user: { id: 'u2', name: 'Bruno Soto', username: 'bsoto' },
  download: true,
  edit: false,
  share: false,
  granted_by: { id: 'u1', name: 'Ana Pérez' },
  created_at: '2026-03-01T10:00:00Z',
};

function respond(call: RecordedCall): Response {
  if (call.url.startsWith('/api/cbox/items/i1/shares') && call.method === 'GET') return json({ data: [share] });
  if (call.url.startsWith('/api/cbox/share-candidates')) {
    return json({ data: [{ id: 'u2', name: 'Bruno Soto', username: 'bsoto' }, { id: 'u3', name: 'Carla Díaz', username: 'cdiaz' }] });
  }
  if (call.method === 'PUT') return json({ data: { ...share, ...(call.body as object) } });
  return json({ message: 'unexpected' }, 500);
}

function renderDialog() {
  const stub = stubFetch(respond);
  renderRoutes([{ path: '/', element: <ShareDialog item={item} onClose={() => undefined} /> }], { me: testMe() });
  return stub;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('share dialog', () => {
  it('locks the rights I do not hold, for new and existing shares', async () => {
    renderDialog();
    const row = await screen.findByTestId('cbox-share-row');
    expect(within(row).getByText('Bruno Soto')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Descargar' })).toBeChecked();
    expect(within(row).getByRole('checkbox', { name: 'Descargar' })).toBeEnabled();
    expect(within(row).getByRole('checkbox', { name: 'Editar (incluye eliminar)' })).toBeDisabled();
    expect(within(row).getByRole('checkbox', { name: 'Compartir' })).toBeEnabled();
    // Both the new person's and the existing row's "edit" are locked.
    expect(screen.getAllByTestId('share-right-locked-edit')).toHaveLength(2);
    expect(screen.queryByTestId('share-right-locked-download')).not.toBeInTheDocument();
  });

  it('explains the lock in a tooltip', async () => {
    renderDialog();
    const [locked] = await screen.findAllByTestId('share-right-locked-edit');
    fireEvent.mouseEnter(locked!);
    expect(await screen.findByText('No puedes otorgar un permiso que no tienes')).toBeInTheDocument();
  });

  it('changes a person’s rights in place', async () => {
    const { calls } = renderDialog();
    const row = await screen.findByTestId('cbox-share-row');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Compartir' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/cbox/items/i1/shares/u2');
    expect(put?.body).toEqual({ download: true, edit: false, share: true });
    expect(await screen.findByText('Se actualizaron los permisos de Bruno Soto.')).toBeInTheDocument();
  });

  it('offers only people it is not shared with yet', async () => {
    renderDialog();
    await screen.findByTestId('cbox-share-row');
    fireEvent.click(screen.getByRole('combobox', { name: 'Agregar persona' }));
    expect(await screen.findByRole('option', { name: 'Carla Díaz (cdiaz)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bruno Soto (bsoto)' })).not.toBeInTheDocument();
  });
});
