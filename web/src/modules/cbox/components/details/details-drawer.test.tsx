import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { CboxRecord } from '../../api/types';
import { cboxItem, page } from '../../test/fixtures';
import { DetailsDrawer } from './details-drawer';

const records: CboxRecord[] = [
  { id: 'r2', action: 'renamed', user: { id: 'u1', name: 'Ana Pérez' }, at: '2026-03-03T10:00:00Z', detail: { from: 'borrador.pdf', to: 'Informe.pdf' } },
  { id: 'r1', action: 'shared', user: { id: 'u1', name: 'Ana Pérez' }, at: '2026-03-02T10:00:00Z', detail: { grantee: 'Bruno Soto', download: true, edit: true, share: false } },
];

function respond(call: RecordedCall): Response {
  if (call.url.startsWith('/api/cbox/items/i1/records')) return json(page(records));
  if (call.url.startsWith('/api/cbox/items/i1')) {
    return json({ data: { ...cboxItem({ id: 'i1', name: 'Informe.pdf' }), path: [{ id: 'f1', name: 'Obra gruesa' }] } });
  }
  return json({ message: 'Documento no encontrado' }, 404);
}

describe('details drawer', () => {
  it("shows the item's fields and its records", async () => {
    stubFetch(respond);
    renderRoutes([{ path: '/', element: <DetailsDrawer itemId="i1" projectId="proj-1" onClose={() => undefined} /> }], { me: testMe() });
    const fields = await screen.findByTestId('cbox-details-fields');
    expect(within(fields).getByText('Archivo PDF')).toBeInTheDocument();
    expect(within(fields).getByText('Carpetas del proyecto / Obra gruesa')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Historial' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Renombrado')).toBeInTheDocument();
    expect(within(items[0]!).getByText('De «borrador.pdf» a «Informe.pdf»')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Con Bruno Soto: descargar, editar')).toBeInTheDocument();
  });

  it('says when the item does not exist', async () => {
    stubFetch(respond);
    renderRoutes([{ path: '/', element: <DetailsDrawer itemId="nope" projectId="proj-1" onClose={() => undefined} /> }], { me: testMe() });
    expect(await screen.findByText('Documento no encontrado')).toBeInTheDocument();
  });
});
