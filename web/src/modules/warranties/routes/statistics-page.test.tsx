import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bindActiveProject } from '@/lib/session';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { Probe, renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { EMPTY_STATS, STATS_READER, statsOut } from '../test/stats-fixtures';
import StatisticsPage from './statistics-page';

// The drawings are echarts' (jsdom has no layout to draw them in): their own test renders them; here a stand-in
// says which chart would show, and the tables carry the numbers.
vi.mock('../components/stats/lazy-charts', () => ({
  CountBarsChart: () => <div data-testid="chart" />,
  CountDonutChart: () => <div data-testid="chart" />,
  WeeksBarsChart: () => <div data-testid="chart" />,
}));

type Responder = (call: RecordedCall, url: URL) => Response | undefined;

function renderStatistics(path = '/warranties/estadisticas', respond: Responder = () => undefined, permissions = STATS_READER) {
  const stub = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = respond(call, url);
    if (answer) return answer;
    if (url.pathname === '/api/warranties/stats') return json({ data: statsOut() });
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes(
    [
      { path: '/warranties/estadisticas', element: <StatisticsPage /> },
      { path: '/warranties/solicitudes', element: <Probe label="solicitudes" /> },
    ],
    { path, me: testMe({ permissions }) },
  );
  bindActiveProject(view.queryClient);
  // The query of each figures call, without the active project (bound once the session is in the cache).
  const statsCalls = () =>
    stub.calls
      .map((call) => new URL(call.url, 'http://localhost'))
      .filter((url) => url.pathname === '/api/warranties/stats')
      .map((url) => {
        url.searchParams.delete('projectId');
        return url.searchParams.toString();
      });
  return { ...stub, ...view, statsCalls };
}

/** A figure's table, by its card's test id: [label, count] of each body row. */
function rowsOf(testId: string): string[][] {
  const table = within(screen.getByTestId(testId)).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('after-sales statistics (/warranties/estadisticas)', () => {
  it('asks for the period and scope in the address and shows every figure with its numbers in a table', async () => {
    const { statsCalls } = renderStatistics('/warranties/estadisticas?from=2026-11-01&to=2026-11-30&all=1');
    expect(await screen.findByTestId('stats-status')).toBeInTheDocument();
    expect(statsCalls()).toEqual(['from=2026-11-01&to=2026-11-30&all_projects=true']);
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
    expect(screen.getByRole('switch', { name: 'Todos mis proyectos' })).toBeChecked();

    expect(within(screen.getByTestId('kpi-total')).getByTestId('kpi-value')).toHaveTextContent('3');
    expect(within(screen.getByTestId('kpi-live')).getByTestId('kpi-value')).toHaveTextContent('2');
    expect(rowsOf('stats-status')).toEqual([
      ['N · Nueva', '1'],
      ['A · Abierta', '0'],
      ['P · Pendiente', '1'],
      ['P · Pospuesta', '0'],
      ['F · Finalizada', '1'],
    ]);
    expect(within(screen.getByTestId('stats-status')).getByTestId('total')).toHaveTextContent('3');
    // The table is named after its chart.
    expect(screen.getByRole('table', { name: 'Solicitudes por estado' })).toBeInTheDocument();
    expect(rowsOf('stats-origin')).toContainEqual(['Llamada', '2']);
    expect(rowsOf('stats-origin')).toContainEqual(['Correo electrónico', '1']);
    expect(rowsOf('stats-failures')).toEqual([
      ['Baño', '2'],
      ['Cocina', '1'],
    ]);
    expect(within(screen.getByTestId('stats-first-response')).getByTestId('stats-first-response-average')).toHaveTextContent('3,5 horas');
    expect(within(screen.getByTestId('stats-first-response')).getByTestId('stats-first-response-median')).toHaveTextContent('3 horas');
    expect(within(screen.getByTestId('stats-close')).getByTestId('stats-close-average')).toHaveTextContent('2 días');
    expect(rowsOf('stats-orders')).toEqual([
      ['A tiempo', '1'],
      ['Atrasadas', '1'],
      ['Abiertas, en plazo', '1'],
    ]);
    expect(screen.getByTestId('out-of-warranty-value')).toHaveTextContent('1 de 3');
  });

  it('groups the failures by item or severity on demand', async () => {
    renderStatistics();
    await screen.findByTestId('stats-failures');
    fireEvent.click(within(screen.getByTestId('failures-grouping')).getByText('Por ítem'));
    expect(rowsOf('stats-failures')).toEqual([
      ['Cerámica', '2'],
      ['Grifería', '1'],
    ]);
    fireEvent.click(within(screen.getByTestId('failures-grouping')).getByText('Por severidad'));
    expect(rowsOf('stats-failures')).toEqual([['Alta', '2']]);
  });

  it('opens the weekly table with the weeks without requests filled in', async () => {
    renderStatistics();
    const toggle = await screen.findByRole('button', { name: 'Ver tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByTestId('weeks-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Semana del 02/11/202620', 'Semana del 09/11/202600', 'Semana del 16/11/202611']);
  });

  it('links each age bucket to the requests list filtered by it', async () => {
    const { router } = renderStatistics();
    const link = await screen.findByRole('link', { name: 'Ver las solicitudes vivas: 16 a 30 días' });
    expect(link).toHaveAttribute('href', '/warranties/solicitudes?age=d16_30');
    fireEvent.click(link);
    expect(await screen.findByTestId('probe')).toHaveTextContent('solicitudes');
    expect(router.state.location.search).toBe('?age=d16_30');
  });

  it('keeps the filters in the address and asks again when they change', async () => {
    const { router, statsCalls } = renderStatistics();
    await screen.findByTestId('stats-status');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-10'));
    fireEvent.click(screen.getByRole('switch', { name: 'Todos mis proyectos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-10&all=1'));
    await waitFor(() => expect(statsCalls().at(-1)).toBe('from=2026-11-10&all_projects=true'));
  });

  it('keeps both dates when they are filled one right after the other', async () => {
    const { router, statsCalls } = renderStatistics();
    await screen.findByTestId('stats-status');
    // Both before the page renders again, as a fast hand (or a browser test) fills them before the router commits.
    act(() => {
      fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
      fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-30' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30'));
    await waitFor(() => expect(statsCalls().at(-1)).toBe('from=2026-11-01&to=2026-11-30'));
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    const { statsCalls } = renderStatistics('/warranties/estadisticas?from=2026-11-10&to=2026-11-01');
    expect(await screen.findByText('Elige una fecha igual o posterior a «Desde».')).toBeInTheDocument();
    expect(screen.getByTestId('stats-export')).toBeDisabled();
    expect(statsCalls()).toEqual([]);
  });

  it('says when the project has no request yet, and when the period leaves every request out', async () => {
    const { router } = renderStatistics('/warranties/estadisticas?from=2026-11-10', () => json({ data: EMPTY_STATS }));
    expect(await screen.findByText('No hay solicitudes en este período')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Aún no hay solicitudes de postventa')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('stats-status')).not.toBeInTheDocument();
  });

  it('shows a load failure in place and retries', async () => {
    let fail = true;
    renderStatistics('/warranties/estadisticas', (_call, url) => {
      if (url.pathname !== '/api/warranties/stats' || !fail) return undefined;
      fail = false;
      return json({ message: 'Ha ocurrido un error', code: 'internal' }, 500);
    });
    const error = await screen.findByTestId('warranties-load-error');
    expect(error).toHaveTextContent('Ha ocurrido un error');
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('stats-status')).toBeInTheDocument();
  });

  it('downloads the xlsx of the same query for the active project', async () => {
    const createObjectURL = vi.fn(() => 'blob:stats');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderStatistics('/warranties/estadisticas?from=2026-11-01&all=1', (_call, url) =>
      url.pathname === '/api/warranties/stats/export' ? new Response(new Blob(['xlsx']), { status: 200 }) : undefined,
    );
    await screen.findByTestId('stats-status');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar xlsx' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((entry) => entry.url.startsWith('/api/warranties/stats/export'));
    expect(call?.url).toBe('/api/warranties/stats/export?from=2026-11-01&all_projects=true&projectId=proj-1');
    expect(call?.headers.get('Accept')).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(call?.headers.get('Accept-Language')).toBe('es');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('estadisticas-postventa.xlsx');
    expect(link.href).toBe('blob:stats');
  });

  it('is closed to a user without after-sales', async () => {
    const { statsCalls } = renderStatistics('/warranties/estadisticas', undefined, ['modulo_entregas']);
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(statsCalls()).toEqual([]);
  });
});
