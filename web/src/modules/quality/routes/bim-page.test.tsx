import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Bim from '@/modules/bim';
import type { BimModel, BimViewerProps } from '@/modules/bim';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { QualityBimPage } from './bim-page';

/** The viewer without WebGL: it shows the colours it was given and lets the test pick an element. */
function StubViewer({ modelId, colorBy, selected, onSelect }: BimViewerProps) {
  return (
    <div data-testid="bim-viewer" data-model-id={modelId} data-selected-global-id={selected ?? ''} data-colors={JSON.stringify(colorBy ?? {})}>
      <button type="button" onClick={() => onSelect?.('W2')}>
        pick W2
      </button>
    </div>
  );
}

vi.mock('@/modules/bim', async (importOriginal) => ({
  ...(await importOriginal<typeof Bim>()),
  BimViewer: (props: BimViewerProps) => <StubViewer {...props} />,
}));

const model: BimModel = {
  id: 'm1',
  project_id: 'proj-1',
  model_name: 'Torre A',
  model_id: 'ARQ-01',
  state: 'available',
  progress: 100,
  concrete: false,
  files: [],
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:05:00Z',
  version: 1,
};

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** Progress on a day: before March 10 nothing had started; after it the slab is half done and a wall finished. */
function progressOn(date: string) {
  const early = date < '2026-03-10';
  return {
    date,
    start: '2026-03-02',
    end: '2026-03-31',
    elements: [
      { global_id: 'W1', activity_id: 'a1', progress: early ? 0 : 100, state: early ? 'not_started' : 'done' },
      { global_id: 'S1', activity_id: 'a2', progress: early ? 0 : 50, state: early ? 'not_started' : 'in_progress' },
    ],
  };
}

const activity = { id: 'a2', code: '1.2', description: 'Losa nivel 1', est_start: '2026-03-09', est_end: '2026-03-20', progress: 50, version: 2 };

/** Both clients: the plain one hands fetch a URL and init, the typed one a Request. `unlinked`: a model without links. */
function stubServer({ unlinked = false } = {}) {
  const links = { linked: [] as string[] };
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://obra.test'), init);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call = { method: request.method, url: new URL(request.url, 'http://obra.test'), body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      const path = call.url.pathname;
      if (path === '/api/bim/models') return json({ data: [model], current_page: 1, total: 1, rowsPerPage: 20, has_more: false });
      if (path === '/api/bim/models/m1/elements/W2') return json({ data: { global_id: 'W2', class: 'IfcWall', name: 'Muro sur', type_name: null, file_id: 'f1', step_id: 1, storey_id: null, storey_name: null, property_sets: [] } });
      if (path === '/api/quality/bim/m1/progress') {
        const date = call.url.searchParams.get('date') ?? '2026-03-20';
        return json({ data: unlinked ? { date, start: null, end: null, elements: [] } : progressOn(date) });
      }
      if (path === '/api/quality/activities') return json({ data: [activity], current_page: 1, total: 1, rowsPerPage: 30, has_more: false, totals: [] });
      if (path === '/api/quality/activities/a2/elements' && call.method === 'GET') return json({ data: { model_id: 'm1', global_ids: links.linked } });
      if (path === '/api/quality/activities/a2/elements' && call.method === 'PUT') {
        links.linked = [...links.linked, 'W2'];
        return json({ data: { model_id: 'm1', global_ids: links.linked } });
      }
      return json({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

function renderFourD(permissions = ['modulo_calidad', 'quality.activities.edit'], path = '/quality/construction-progress/bim/m1') {
  return renderRoutes([{ path: '/quality/construction-progress/bim/:modelId?', element: <QualityBimPage /> }], { path, me: testMe({ permissions }) });
}

const colorsOf = () => JSON.parse(screen.getByTestId('bim-viewer').getAttribute('data-colors') ?? '{}') as Record<string, string>;
const progressDates = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/progress')).map((call) => call.url.searchParams.get('date'));

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 20, 10) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the 4D view (/quality/…/bim/:modelId)', () => {
  it("paints the linked elements by their activity's progress today, with the legend's counts", async () => {
    const calls = stubServer();
    renderFourD();
    await waitFor(() => expect(Object.keys(colorsOf())).toEqual(['W1', 'S1']));
    expect(colorsOf().W1).toBe('#40c057');
    expect(progressDates(calls)).toEqual(['2026-03-20']);
    const legend = screen.getByTestId('fourd-legend');
    expect(within(legend).getAllByRole('listitem').map((item) => [item.getAttribute('data-state'), item.getAttribute('data-count')])).toEqual([
      ['not_started', '0'],
      ['in_progress', '1'],
      ['done', '1'],
      ['late', '0'],
    ]);
    expect(screen.getByTestId('fourd-date')).toHaveTextContent('Avance al 20 mar 2026');
  });

  it('replays an earlier day from the slider: the colours go back to not started', async () => {
    const calls = stubServer();
    renderFourD();
    await waitFor(() => expect(Object.keys(colorsOf())).toHaveLength(2));
    const slider = screen.getByRole('slider', { name: 'Fecha del avance' });
    fireEvent.keyDown(slider, { key: 'Home' });
    await waitFor(() => expect(progressDates(calls)).toContain('2026-03-02'));
    await waitFor(() => expect(within(screen.getByTestId('fourd-legend')).getAllByRole('listitem')[0]).toHaveAttribute('data-count', '2'));
    expect(new Set(Object.values(colorsOf()))).toEqual(new Set(['#adb5bd']));
    expect(screen.getByTestId('fourd-view')).toHaveAttribute('data-date', '2026-03-02');
  });

  it('links the selected element to a chosen activity and shows how many it has', async () => {
    const calls = stubServer();
    renderFourD();
    fireEvent.click(await screen.findByRole('button', { name: 'pick W2' }));
    expect(await screen.findByTestId('fourd-selected-unlinked')).toHaveTextContent('Este elemento no está vinculado a ninguna actividad.');
    expect(await screen.findByTestId('fourd-selected-name')).toHaveTextContent('Muro sur (IfcWall)');
    fireEvent.click(screen.getByRole('combobox', { name: 'Actividad' }));
    fireEvent.click(await screen.findByRole('option', { name: '1.2 Losa nivel 1' }));
    await waitFor(() => expect(screen.getByTestId('fourd-linked-count')).toHaveTextContent('0 elementos de este modelo vinculados'));
    fireEvent.click(screen.getByRole('button', { name: 'Vincular elemento seleccionado' }));
    await waitFor(() => expect(screen.getByTestId('fourd-linked-count')).toHaveTextContent('1 elemento de este modelo vinculado'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ model_id: 'm1', global_ids: ['W2'], mode: 'add' });
    expect(screen.getByRole('button', { name: 'Desvincular' })).toBeEnabled();
  });

  it('explains how to link when nothing is linked yet, and offers no linking without the edit permission', async () => {
    stubServer({ unlinked: true });
    renderFourD(['modulo_calidad']);
    expect(await screen.findByTestId('fourd-no-links')).toHaveTextContent('cuando alguien con permiso de edición los vincule');
    expect(screen.queryByTestId('fourd-link-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Fecha del avance' })).toHaveAttribute('data-disabled', 'true');
  });
});
