import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { GanttChartProps } from '../components/gantt/gantt-chart';
import { GanttPage } from './gantt-page';

/** SVAR needs a real browser (the e2e suite drives it): here the chart shows what the page hands it. */
vi.mock('../components/gantt/gantt-chart', () => ({
  default: ({ data, readonly, zoom, showCritical, showBaselines, pushSuccessors, onOpenBranch }: GanttChartProps) => (
    <div
      data-testid="quality-gantt"
      data-tasks={data.tasks.map((t) => t.id).join(',')}
      onClick={() => {
        const lazy = data.tasks.find((t) => t.lazy);
        if (lazy) onOpenBranch(lazy.id);
      }}
      data-readonly={String(readonly)}
      data-zoom={zoom}
      data-critical={String(showCritical)}
      data-baselines={String(showBaselines)}
      data-push={String(pushSuccessors)}
    />
  ),
}));

const task = { id: 'a', parent: null, code: '1', text: 'Fundaciones', start: '2026-03-02', end: '2026-03-06', progress: 0, type: 'task', base_start: null, base_end: null, actual_start: null, actual_end: null, critical: true, late: false, lazy: false, version: 1 };

function stubGantt(answer: (url: URL) => Response) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      return Promise.resolve(answer(url));
    }),
  );
  return requests;
}

function renderGantt(permissions = ['modulo_calidad', 'quality.activities.edit']) {
  return renderRoutes([{ path: '/quality/gantt', element: <GanttPage /> }], { path: '/quality/gantt', me: testMe({ permissions }) });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Gantt page (/quality/gantt)', () => {
  it("loads the active project's schedule and hands it to the chart, editable, zoomed by week", async () => {
    const requests = stubGantt(() => json({ data: { tasks: [task], links: [], critical_path: true, has_baselines: false, total: 1 } }));
    renderGantt();
    const chart = await screen.findByTestId('quality-gantt');
    expect(chart).toHaveAttribute('data-tasks', 'a');
    expect(screen.queryByTestId('gantt-partial')).not.toBeInTheDocument();
    expect(chart).toHaveAttribute('data-readonly', 'false');
    expect(chart).toHaveAttribute('data-zoom', 'week');
    expect(requests[0]?.pathname).toBe('/api/quality/gantt');
    expect(requests[0]?.searchParams.get('projectId')).toBe('proj-1');
    expect(screen.getByRole('heading', { name: 'Carta Gantt' })).toBeInTheDocument();
  });

  it('switches the zoom and the toggles; the baseline toggle waits for a saved baseline', async () => {
    stubGantt(() => json({ data: { tasks: [task], links: [], critical_path: true, has_baselines: false, total: 1 } }));
    renderGantt();
    const chart = await screen.findByTestId('quality-gantt');
    fireEvent.click(within(screen.getByTestId('gantt-zoom')).getByText('Mes'));
    await waitFor(() => expect(chart).toHaveAttribute('data-zoom', 'month'));
    fireEvent.click(screen.getByRole('switch', { name: 'Ruta crítica' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Mover sucesoras' }));
    expect(chart).toHaveAttribute('data-critical', 'false');
    expect(chart).toHaveAttribute('data-push', 'false');
    expect(screen.getByRole('switch', { name: 'Línea base' })).toBeDisabled();
    expect(chart).toHaveAttribute('data-baselines', 'false');
  });

  it('is read-only without the edit permission, and warns when the links make a cycle', async () => {
    stubGantt(() => json({ data: { tasks: [{ ...task, base_start: '2026-03-02', base_end: '2026-03-05' }], links: [], critical_path: false, has_baselines: true, total: 1 } }));
    renderGantt(['modulo_calidad']);
    const chart = await screen.findByTestId('quality-gantt');
    expect(chart).toHaveAttribute('data-readonly', 'true');
    expect(chart).toHaveAttribute('data-baselines', 'true');
    expect(screen.getByTestId('gantt-readonly')).toHaveTextContent('Solo lectura');
    expect(screen.queryByRole('switch', { name: 'Mover sucesoras' })).not.toBeInTheDocument();
    expect(screen.getByTestId('gantt-no-critical-path')).toHaveTextContent('Los vínculos forman un ciclo');
  });

  it("says when a large schedule came by levels and asks for a lazy summary's branch when it opens", async () => {
    const summary = { ...task, id: 's', type: 'summary', lazy: true };
    const child = { ...task, id: 'c', parent: 's' };
    const requests = stubGantt((url) =>
      json({ data: { tasks: url.searchParams.get('parent') === 's' ? [child] : [summary, task], links: [], critical_path: true, has_baselines: false, total: 20_068 } }),
    );
    renderGantt();
    const chart = await screen.findByTestId('quality-gantt');
    expect(screen.getByTestId('gantt-partial')).toHaveTextContent('se muestran 2 de 20.068 actividades');
    expect(chart).toHaveAttribute('data-tasks', 's,a');
    // The branch's answer goes under its summary, which is no longer lazy.
    fireEvent.click(chart);
    await waitFor(() => expect(chart).toHaveAttribute('data-tasks', 's,c,a'));
    expect(requests.filter((url) => url.searchParams.get('parent') === 's')).toHaveLength(1);
    expect(screen.getByTestId('gantt-partial')).toHaveTextContent('se muestran 3 de 20.068');
  });

  it('leads an empty schedule to the list, where activities are created or imported', async () => {
    stubGantt(() => json({ data: { tasks: [], links: [], critical_path: true, has_baselines: false, total: 0 } }));
    renderGantt();
    const empty = await screen.findByTestId('gantt-empty');
    expect(within(empty).getByRole('link', { name: 'Ir a la lista de actividades' })).toHaveAttribute('href', '/quality/construction-progress/list');
    expect(screen.queryByTestId('quality-gantt')).not.toBeInTheDocument();
  });

  it('shows a failure in place and retries', async () => {
    let fail = true;
    const requests = stubGantt(() => (fail ? json({ message: 'Ha ocurrido un error' }, 500) : json({ data: { tasks: [task], links: [], critical_path: true, has_baselines: false, total: 1 } })));
    renderGantt();
    const error = await screen.findByTestId('gantt-error');
    expect(error).toHaveTextContent('No se pudo cargar la carta Gantt');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('quality-gantt')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });
});
