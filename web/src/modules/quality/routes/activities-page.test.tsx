import { IconProgressCheck } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { attributes, activityPage, excavation, finishes, foundations, list, stages, summary } from '../test/fixtures';
import '../test/jsdom-gaps';
import { stubServer, type Answer, type Call } from '../test/server';
import QualityModule from './quality-module';

const EDIT = ['modulo_calidad', 'quality.activities.edit', 'quality.progress.register'];

/** The project's WBS, with the folded summaries' subtrees left out as the server does. */
function schedule(call: Call): Response | undefined {
  if (call.path === '/api/quality/activities' && call.method === 'GET') {
    const collapsed = (call.query.get('collapsed') ?? '').split(',');
    const rows = [summary, excavation, foundations, finishes].filter((row) => !row.parent_id || !collapsed.includes(row.parent_id));
    return json(activityPage(rows, { totals: { ...activityPage([]).totals, activities: 3 } }));
  }
  if (call.path === '/api/quality/stages') return json(list(stages));
  if (call.path === '/api/quality/attributes') return json(list(attributes));
  return undefined;
}

function renderList(answer: Answer = schedule, permissions = EDIT, path = '/quality/construction-progress/list') {
  const calls = stubServer(answer);
  const view = renderRoutes(
    [{ path: '/quality/*', element: <QualityModule module="quality" icon={IconProgressCheck} access="granted" activation={{ kind: 'upgrade', canRequest: true }} /> }],
    { path, me: testMe({ permissions }) },
  );
  return { calls, ...view };
}

const rowCodes = () => within(screen.getByTestId('activities-table')).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-code'));
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/quality/activities' && call.method === 'GET');

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  // A desktop-wide window: every column of the table shows (jsdom matches no media query by default).
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => Object.assign(matchMedia(query), { matches: query.includes('min-width') || query.trim() === '' }));
});

describe('activity list (/quality/construction-progress/list)', { timeout: 30_000 }, () => {
  it('shows the WBS in order, summaries in bold with their subtree indented under them', async () => {
    renderList();
    await screen.findByText('Excavación');
    expect(rowCodes()).toEqual(['1', '1.1', '1.2', '2']);
    const table = screen.getByTestId('activities-table');
    const summaryRow = table.querySelector('[data-code="1"]') as HTMLElement;
    expect(summaryRow).toHaveAttribute('data-summary', 'true');
    expect(within(summaryRow).getByText('Obra gruesa')).toHaveStyle({ fontWeight: '700' });
    expect(within(summaryRow).getByRole('button', { name: 'Ocultar las subactividades de «Obra gruesa»' })).toHaveAttribute('aria-expanded', 'true');
    // Costs in each row's currency; UF is written by name with its four decimals; the late badge and a deprecated value.
    expect(within(summaryRow).getByText('$3.000.000')).toBeInTheDocument();
    const finishesRow = table.querySelector('[data-code="2"]') as HTMLElement;
    expect(within(finishesRow).getByText('UF 1.234,5678')).toBeInTheDocument();
    expect(within(finishesRow).getByText('Torre B').closest('[data-deprecated]')).not.toBeNull();
    expect(within(table.querySelector('[data-code="1.1"]') as HTMLElement).getByTestId('late-badge')).toHaveTextContent('Atrasada');
    expect(within(table.querySelector('[data-code="1.1"]') as HTMLElement).getByRole('progressbar', { name: 'Avance de «Excavación»: 80 %' })).toBeInTheDocument();
  });

  it('folds a summary by asking the server to leave its subtree out, and unfolds it again', async () => {
    const { calls } = renderList();
    await screen.findByText('Excavación');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar las subactividades de «Obra gruesa»' }));
    await waitFor(() => expect(rowCodes()).toEqual(['1', '2']));
    expect(listCalls(calls).at(-1)?.query.get('collapsed')).toBe('a1');
    expect(listCalls(calls).at(-1)?.query.get('rowsPerPage')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar las subactividades de «Obra gruesa»' }));
    await waitFor(() => expect(rowCodes()).toEqual(['1', '1.1', '1.2', '2']));
    // Unfolded, the list is the first query's again (from the cache or refetched): nothing but «a1» was ever left out.
    expect(listCalls(calls).map((call) => call.query.get('collapsed') ?? '')).toEqual(expect.arrayContaining(['', 'a1']));
    expect(new Set(listCalls(calls).map((call) => call.query.get('collapsed') ?? ''))).toEqual(new Set(['', 'a1']));
  });

  it('sums up every match in the footer: count, weighted progress, span, late and costs per currency', async () => {
    renderList();
    const footer = await screen.findByTestId('activity-totals');
    expect(within(footer).getByTestId('totals-activities')).toHaveTextContent('3');
    expect(within(footer).getByTestId('totals-progress')).toHaveTextContent('26,7 %');
    expect(within(footer).getByTestId('totals-span')).toHaveTextContent('02/03/2026 – 27/03/2026');
    expect(within(footer).getByTestId('totals-late')).toHaveTextContent('1');
    const costs = within(footer).getByTestId('totals-costs');
    expect(within(costs.querySelector('[data-currency="CLP"]') as HTMLElement).getByText('$3.000.000')).toBeInTheDocument();
    expect(within(costs.querySelector('[data-currency="UF"]') as HTMLElement).getByText('UF 1.234,5678')).toBeInTheDocument();
  });

  it('sends the filters to the server and lists the matches flat', async () => {
    const { calls } = renderList();
    await screen.findByText('Excavación');
    fireEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Atrasada' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('late'));
    // A flat list has nothing to fold.
    await waitFor(() => expect(screen.queryByRole('button', { name: /subactividades de «Obra gruesa»/ })).not.toBeInTheDocument());
  });

  it('offers the first activity or an import when the project has none', async () => {
    renderList((call) => (call.path === '/api/quality/activities' ? json(activityPage([], { totals: { ...activityPage([]).totals, activities: 0, costs: [] } })) : schedule(call)));
    const empty = await screen.findByTestId('activities-empty');
    expect(empty).toHaveTextContent('El proyecto aún no tiene actividades');
    expect(within(empty).getByRole('button', { name: 'Crear la primera actividad' })).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Importar cronograma' })).toBeInTheDocument();
    expect(screen.queryByTestId('activity-totals')).not.toBeInTheDocument();
  });

  it('shows a failed load in place with a retry', async () => {
    let failing = true;
    renderList((call) => (call.path === '/api/quality/activities' && failing ? json({ message: 'Servicio no disponible' }, 503) : schedule(call)));
    const error = await screen.findByTestId('activities-error');
    expect(error).toHaveTextContent('Servicio no disponible');
    failing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Excavación')).toBeInTheDocument();
  });

  it('hides editing without quality.activities.edit, and progress without quality.progress.register', async () => {
    renderList(schedule, ['modulo_calidad']);
    await screen.findByText('Excavación');
    expect(screen.queryByRole('button', { name: 'Nueva actividad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar cronograma' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Acciones de «Excavación»' }));
    expect(await screen.findByRole('menuitem', { name: 'Historial' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Registrar avance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('moves a row up among its siblings with the version it read', async () => {
    const { calls } = renderList((call) => (call.path.endsWith('/move') ? json({ data: { ...foundations, code: '1.1', position: 1 } }) : schedule(call)));
    await screen.findByText('Fundaciones');
    fireEvent.click(screen.getByRole('button', { name: 'Acciones de «Fundaciones»' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Subir' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/quality/activities/a12/move')?.body).toEqual({ parent_id: 'a1', position: 1, version: 1 }));
  });

  it('indents a row under the sibling above it', async () => {
    const { calls } = renderList((call) => (call.path.endsWith('/move') ? json({ data: { ...foundations, code: '1.1.1' } }) : schedule(call)));
    await screen.findByText('Fundaciones');
    fireEvent.click(screen.getByRole('button', { name: 'Acciones de «Fundaciones»' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Aumentar nivel (dentro de la anterior)' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/quality/activities/a12/move')?.body).toEqual({ parent_id: 'a11', version: 1 }));
  });
});
