import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Bim from '@/modules/bim';
import type { BimViewerProps } from '@/modules/bim';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import AdvancePage from './advance-page';

/** The viewer without WebGL: it shows the colours it was given and lets the test pick an element. */
vi.mock('@/modules/bim', async (importOriginal) => ({
  ...(await importOriginal<typeof Bim>()),
  BimViewer: ({ modelId, colorBy, selected, onSelect }: BimViewerProps) => (
    <div data-testid="bim-viewer" data-model-id={modelId} data-selected-global-id={selected ?? ''} data-colors={JSON.stringify(colorBy ?? {})}>
      <button type="button" onClick={() => onSelect?.('C1')}>
        pick C1
      </button>
    </div>
  ),
}));

const empty = { poured: [], lot_pending: [], conforming: [], non_conforming: [], poured_m3: 0, planned_m3: null, by_element: [] };

/** The advance on a day: nothing before March 10; after it two slabs poured, one conforming, one non-conforming. */
function advanceOn(date: string, model: boolean) {
  if (!model) return { model_id: null, model_name: null, date, elements: 0, ...empty };
  const base = { model_id: 'm1', model_name: 'Estructura Torre A', date, elements: 12 };
  if (date < '2026-03-10') return { ...base, ...empty };
  return {
    ...base,
    poured: ['P1', 'P2'],
    lot_pending: [],
    conforming: ['C1'],
    non_conforming: ['N1'],
    poured_m3: 12.5,
    planned_m3: 50,
    by_element: [
      { element_name: 'Losa', storey: 'Piso 1', placements: 2, poured_m3: 8, planned_m3: 32 },
      { element_name: 'Muro', storey: null, placements: 1, poured_m3: 4.5, planned_m3: null },
    ],
  };
}

interface Options {
  model?: boolean;
  placements?: number;
  failing?: boolean;
}

function stubServer({ model = true, placements = 3, failing = false }: Options = {}) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(respond(input, init))));
  function respond(input: RequestInfo | URL, init?: RequestInit): Response {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://obra.test'), init);
    const url = new URL(request.url, 'http://obra.test');
    calls.push(url);
    if (url.pathname === '/api/concrete/advance') {
      if (failing) return json({ message: 'boom' }, 500);
      return json({ data: advanceOn(url.searchParams.get('date') ?? '', model) });
    }
    if (url.pathname === '/api/concrete/placements') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const data = placements === 0 ? [] : [{ id: `p${page}`, poured_on: page === placements ? '2026-03-10' : '2026-03-18' }];
      return json({ data, current_page: page, total: placements, rowsPerPage: 1, has_more: page < placements });
    }
    if (url.pathname === '/api/bim/models/m1/elements/C1') {
      return json({ data: { global_id: 'C1', class: 'IfcSlab', name: 'Losa 3', type_name: null, file_id: 'f1', step_id: 1, storey_id: null, storey_name: null, property_sets: [] } });
    }
    return json({ message: 'unexpected' }, 500);
  }
  return calls;
}

function renderPage() {
  return renderRoutes([{ path: '/concrete/advanceBim', element: <AdvancePage /> }], { path: '/concrete/advanceBim', me: testMe({ permissions: ['modulo_hormigon'] }) });
}

const colorsOf = () => JSON.parse(screen.getByTestId('bim-viewer').getAttribute('data-colors') ?? '{}') as Record<string, string>;
const counts = () => within(screen.getByTestId('concrete-advance-legend')).getAllByRole('listitem').map((item) => [item.getAttribute('data-state'), item.getAttribute('data-count')]);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 20, 10) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the concrete advance in BIM (/concrete/advanceBim)', () => {
  it('paints the poured elements by state today, with the counts, the m³ by element kind and storey and the total', async () => {
    const calls = stubServer();
    renderPage();
    await waitFor(() => expect(Object.keys(colorsOf()).sort()).toEqual(['C1', 'N1', 'P1', 'P2']));
    expect(colorsOf()).toMatchObject({ P1: '#228be6', C1: '#40c057', N1: '#f03e3e' });
    const view = screen.getByTestId('concrete-advance');
    expect(view).toHaveAttribute('data-colored', '4');
    expect(view).toHaveAttribute('data-date', '2026-03-20');
    expect(counts()).toEqual([
      ['not_poured', '8'],
      ['poured', '2'],
      ['lot_pending', '0'],
      ['conforming', '1'],
      ['non_conforming', '1'],
    ]);
    const table = screen.getByRole('table', { name: 'm³ hormigonados y planificados por tipo de elemento y piso' });
    const pct = (value: number) => new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 0 }).format(value);
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'TipoPisoN.ºm³m³ modelo%',
      `LosaPiso 128,032,0${pct(0.25)}`,
      'MuroSin piso14,5——',
      `Total12,550,0${pct(0.25)}`,
    ]);
    expect(screen.getByRole('tab', { name: 'Avance BIM' })).toHaveAttribute('aria-selected', 'true');
    // The replay starts a week before the first placement (the last page of one row).
    expect(calls.some((url) => url.pathname === '/api/concrete/placements' && url.searchParams.get('page') === '3')).toBe(true);
    expect(screen.getByTestId('concrete-advance-slider')).toHaveTextContent('03 mar 2026');
  });

  it("replays an earlier day from the slider: nothing is coloured before the first pour, and shows the selected element's state", async () => {
    const calls = stubServer();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('concrete-advance')).toHaveAttribute('data-colored', '4'));
    fireEvent.click(screen.getByRole('button', { name: 'pick C1' }));
    await waitFor(() => expect(screen.getByTestId('concrete-advance-selected-name')).toHaveTextContent('Losa 3 (IfcSlab)'));
    expect(screen.getByTestId('concrete-advance-selected-state')).toHaveTextContent('Conforme');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Fecha del avance' }), { key: 'Home' });
    await waitFor(() => expect(screen.getByTestId('concrete-advance')).toHaveAttribute('data-colored', '0'));
    expect(calls.some((url) => url.searchParams.get('date') === '2026-03-03')).toBe(true);
    expect(screen.getByTestId('concrete-advance')).toHaveAttribute('data-date', '2026-03-03');
    expect(screen.getByTestId('concrete-advance-selected-state')).toHaveTextContent('Sin hormigonar');
    expect(screen.getByTestId('concrete-advance-table-empty')).toHaveTextContent('Nada hormigonado hasta esta fecha.');
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(screen.getByTestId('concrete-advance')).toHaveAttribute('data-colored', '4'));
  });

  it('says when nothing has been poured yet in the project', async () => {
    stubServer({ placements: 0 });
    renderPage();
    expect(await screen.findByTestId('concrete-advance-nothing')).toHaveTextContent('Aún no hay hormigonados en este proyecto.');
  });

  it('explains where to assign a model when the project has none for Concrete', async () => {
    stubServer({ model: false });
    renderPage();
    expect(await screen.findByTestId('concrete-advance-no-model')).toHaveTextContent('Sin modelo de hormigón');
    expect(screen.getByRole('link', { name: 'Ir a Modelos BIM' })).toHaveAttribute('href', '/config/projects/models');
    expect(screen.queryByTestId('bim-viewer')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    stubServer({ failing: true });
    renderPage();
    expect(await screen.findByTestId('concrete-advance-error', {}, { timeout: 5000 })).toHaveTextContent('No se pudo cargar el avance');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
