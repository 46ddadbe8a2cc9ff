import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { PlacementsList } from './placements-list';
import { catalogs, page, stubServer, type Call } from './test-server';

const PLACEMENT = {
  id: 'p1', number: 1, poured_on: '2026-03-10', element_id: 'el1', element_name: 'Losa', m3: 9.5, location: 'Eje A', unit: 'Torre A', cycle: 'C-1',
  axes: [null, null, null, null], type_id: 'ty1', type_name: 'H30', strength_mpa: 30, supplier_id: 'co1', supplier_name: 'Hormigones del Sur', homologated: true,
  guide: null, lot_id: 'l1', lot_number: 1, lot_verdict: 'pending', lot_closed: false, global_ids: ['G1'], model_id: 'm1', structural: true, version: 2, created_at: '',
};
const DECIMALS = 'Se permite como máximo 1 decimal.';

/** The server's rule for m³: one decimal at most, said on the field. */
function server() {
  return stubServer((call: Call) => {
    if (call.path === '/api/concrete/placements' && call.method === 'GET') return json(page([PLACEMENT]));
    if (call.path === '/api/concrete/placements/p1' && call.method === 'PUT') {
      const body = call.body as { m3: number };
      if (Math.abs(body.m3 * 10 - Math.round(body.m3 * 10)) > 1e-6) return json({ message: 'Revisa los datos', errors: { m3: [DECIMALS] } }, 422);
      return json({ data: { ...PLACEMENT, m3: body.m3, version: 3 } });
    }
    return catalogs(call.path);
  });
}

function renderList() {
  return renderRoutes([{ path: '/concrete/placements', element: <PlacementsList projectId="proj-1" canEdit /> }], {
    path: '/concrete/placements',
    me: testMe({ permissions: ['modulo_hormigon', 'concrete.placements.edit'] }),
  });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => Object.assign(matchMedia(query), { matches: query.includes('min-width') || query.trim() === '' }));
});

describe('placements list: edit and delete', { timeout: 30_000 }, () => {
  it('sends a volume with two decimals as typed, so the server refuses it on the field instead of it being cut', async () => {
    const calls = server();
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar el hormigonado n.º 1' }));
    const form = await screen.findByTestId('placement-form');
    const m3 = within(form).getByLabelText(/Volumen/);
    expect(m3).toHaveValue('9,5');
    fireEvent.change(m3, { target: { value: '9,55' } });
    expect(m3).toHaveValue('9,55');
    fireEvent.click(within(form).getByTestId('placement-submit'));
    expect(await within(form).findByText(DECIMALS)).toBeInTheDocument();
    expect(m3).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toMatchObject([{ m3: 9.55, version: 2 }]);
  });

  it('names the volume the lot gets back in the user’s language when asked to delete', async () => {
    server();
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar el hormigonado n.º 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar el hormigonado n.º 1?' });
    expect(dialog).toHaveTextContent('El lote 1 recupera sus 9,5 m³.');
  });
});
