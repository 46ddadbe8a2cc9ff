import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Bim from '@/modules/bim';
import type { BimViewerProps } from '@/modules/bim';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { catalogs, page, stubServer, type Call } from '../components/placements/test-server';
import PlacementsPage from './placements-page';

/** The viewer without WebGL: it shows the colours it was given and lets the test click an element. */
vi.mock('@/modules/bim', async (importOriginal) => ({
  ...(await importOriginal<typeof Bim>()),
  BimViewer: ({ modelId, colorBy, onSelect }: BimViewerProps) => (
    <div data-testid="bim-viewer" data-model-id={modelId} data-colors={Object.keys(colorBy ?? {}).join(',')}>
      <button type="button" onClick={() => onSelect?.('G3')}>
        pick G3
      </button>
    </div>
  ),
}));

const MODEL = { id: 'm1', concrete: true, model_name: 'Estructura', model_id: 'EST', files: [], project_id: 'proj-1', progress: 100, state: 'available', version: 1, created_at: '', updated_at: '' };
const ELEMENTS = [
  { global_id: 'G1', name: 'Losa P1', class: 'IfcSlab', file_id: 'f', step_id: 1 },
  { global_id: 'G2', name: 'Losa P2', class: 'IfcSlab', file_id: 'f', step_id: 2 },
];
const PLACEMENT = {
  id: 'p1', number: 1, poured_on: '2026-03-10', element_id: 'el1', element_name: 'Losa', m3: 12.5, location: 'Eje A', unit: 'Torre A', cycle: 'C-1',
  axes: [null, null, null, null], type_id: 'ty1', type_name: 'H30', strength_mpa: 30, supplier_id: 'co1', supplier_name: 'Hormigones del Sur', homologated: true,
  guide: 'G-77', lot_id: 'l1', lot_number: 1, lot_verdict: 'conforming', lot_closed: false, global_ids: ['G1'], model_id: 'm1', structural: true, version: 1, created_at: '',
};

function server({ model = true, placements = [PLACEMENT] }: { model?: boolean; placements?: unknown[] } = {}) {
  return stubServer((call: Call) => {
    if (call.path === '/api/bim/models') return json(page(model ? [{ ...MODEL, concrete: false, id: 'other' }, MODEL] : []));
    if (call.path === '/api/bim/models/m1/elements') return json(page(ELEMENTS.filter((row) => row.name.includes(call.query.get('search') ?? ''))));
    if (call.path === '/api/concrete/placements' && call.method === 'GET') return json(page(placements));
    if (call.path === '/api/concrete/placements' && call.method === 'POST') {
      const body = call.body as { cycle: string | null };
      if (!body.cycle) return json({ message: 'Revisa los datos', errors: { cycle: ['Indica un ciclo o los ejes: uno de los dos, no ambos.'], axes: ['Indica un ciclo o los ejes: uno de los dos, no ambos.'] } }, 422);
      return json({ data: { ...PLACEMENT, id: 'p2', number: 2 } }, 201);
    }
    return catalogs(call.path);
  });
}

function renderPage(permissions = ['modulo_hormigon', 'concrete.placements.edit']) {
  return renderRoutes([{ path: '/concrete/placements', element: <PlacementsPage /> }], { path: '/concrete/placements', me: testMe({ permissions }) });
}

async function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  // A desktop-wide window: every column of the table shows (jsdom matches no media query by default).
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => Object.assign(matchMedia(query), { matches: query.includes('min-width') || query.trim() === '' }));
});

describe('placements (/concrete/placements)', { timeout: 30_000 }, () => {
  it('adds elements by search and in 3D, and associates a placement once the server accepts a cycle', async () => {
    const calls = server();
    renderPage();
    expect(await screen.findByTestId('bim-viewer')).toHaveAttribute('data-model-id', 'm1');
    await choose('element-search', 'Losa P1 · G1');
    await choose('element-search', 'Losa P2 · G2');
    fireEvent.click(screen.getByRole('button', { name: 'pick G3' }));
    expect(screen.getAllByTestId('picked-element').map((chip) => chip.dataset.globalId)).toEqual(['G1', 'G2', 'G3']);
    expect(screen.getByTestId('bim-viewer')).toHaveAttribute('data-colors', 'G1,G2,G3');
    // A second click in 3D takes the element back; a chip's button too.
    fireEvent.click(screen.getByRole('button', { name: 'pick G3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar «Losa P2 · G2»' }));
    await choose('element-search', 'Losa P2 · G2');
    expect(screen.getByText('2 elementos seleccionados')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('associate-placement'));
    const form = await screen.findByTestId('placement-form');
    await choose('placement-element', 'Losa');
    fireEvent.change(within(form).getByLabelText(/Volumen/), { target: { value: '12,5' } });
    fireEvent.change(within(form).getByLabelText(/^Ubicación/), { target: { value: 'Eje A' } });
    fireEvent.change(within(form).getByLabelText(/^Unidad/), { target: { value: 'Torre A' } });
    await choose('placement-supplier', 'Hormigones del Sur (homologado)');
    await choose('placement-type', 'H30 · 30 MPa');
    fireEvent.click(screen.getByTestId('placement-submit'));
    expect(await within(form).findByText('Indica un ciclo o los ejes: uno de los dos, no ambos.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Ciclo o zona'), { target: { value: 'C-2' } });
    fireEvent.click(screen.getByTestId('placement-submit'));
    await waitFor(() => expect(screen.queryByTestId('placement-form')).not.toBeInTheDocument());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.query.get('projectId')).toBe('proj-1');
    expect(posts.at(-1)?.body).toMatchObject({ element_id: 'el1', m3: 12.5, cycle: 'C-2', axes: [], supplier_id: 'co1', type_id: 'ty1', global_ids: ['G1', 'G2'] });
    expect(screen.getByTestId('picked-empty')).toBeInTheDocument();
  });

  it('lists the placements with their lot and verdict', async () => {
    server();
    renderPage();
    const table = await screen.findByTestId('placements-table');
    const row = await within(table).findByText('Eje A');
    expect(within(row.closest('tr') as HTMLElement).getByTestId('verdict-badge')).toHaveTextContent('Conforme');
    expect(within(row.closest('tr') as HTMLElement).getByTestId('placement-lot')).toHaveTextContent('Lote 1');
    expect(within(table).getByText('C-1')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Editar el hormigonado n.º 1' })).toBeInTheDocument();
  });

  it('explains a project without a Concrete model and links to the models', async () => {
    server({ model: false, placements: [] });
    renderPage();
    expect(await screen.findByTestId('concrete-no-model')).toBeInTheDocument();
    expect(screen.getByTestId('concrete-models-link')).toHaveAttribute('href', '/config/projects/models');
    expect(await screen.findByTestId('placements-empty')).toBeInTheDocument();
  });

  it('hides the edit actions from a reader', async () => {
    server();
    renderPage(['modulo_hormigon']);
    await screen.findByText('Eje A');
    expect(screen.queryByTestId('associate-placement')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar el hormigonado n.º 1' })).not.toBeInTheDocument();
  });
});
