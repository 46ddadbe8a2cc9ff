import { IconTicket } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Ticket } from '../api/types';
import { form, MANAGER, page, ticket } from '../test/fixtures';
import '../test/jsdom-gaps';
import CmanagementModule from './cmanagement-module';

const tickets: Ticket[] = [
  ticket(),
  ticket({ id: 't2', number: 13, subject: 'Enchufe sin corriente', status: 'postponed', status_letter: 'P', postponed_until: '2026-12-12', responsible: null }),
];

type Answer = (call: RecordedCall) => Response | undefined;

function server(answer: Answer = () => undefined, list = tickets, total = list.length) {
  return (call: RecordedCall): Response => {
    const own = answer(call);
    if (own) return own;
    const path = call.url.split('?')[0];
    if (path === '/api/cmanagement/form') return json({ data: form });
    if (path === '/api/cmanagement/tickets' && call.method === 'GET') return json(page(list, { total }));
    return json({ message: 'unexpected' }, 500);
  };
}

function renderList(path = '/cmanagement/tickets', respond = server()) {
  const stub = stubFetch(respond);
  const view = renderRoutes([{ path: '/cmanagement/*', element: <CmanagementModule module="cmanagement" icon={IconTicket} access="granted" activation={null} /> }], {
    path,
    me: testMe({ permissions: MANAGER }),
  });
  const listCalls = () => stub.calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/cmanagement/tickets?'));
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...stub, ...view, listCalls, search };
}

async function pick(label: string, option: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('ticket list (/cmanagement/tickets)', () => {
  it('reads its filters, sort and page from the URL and asks the server for exactly those', async () => {
    const { listCalls } = renderList(
      '/cmanagement/tickets?search=grieta&status=new,pending&priority=urgent&responsible_id=none&created_from=2026-01-01&field_id=f-select&field_value=2&sortBy=created_at&descending=false&page=2',
    );
    await screen.findByText('#12 Filtración en el baño');
    const query = new URLSearchParams(listCalls().at(-1)?.url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      search: 'grieta',
      status: 'new,pending',
      priority: 'urgent',
      responsible_id: 'none',
      created_from: '2026-01-01',
      field_id: 'f-select',
      field_value: '2',
      sortBy: 'created_at',
      descending: 'false',
      page: '2',
      rowsPerPage: '20',
    });
    // The controls show what the URL says.
    expect(screen.getByTestId('ticket-search')).toHaveValue('grieta');
    // The status filter's pills (no ticket on the page has these statuses).
    const pills = [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toEqual(['N · Nuevo', 'P · Pendiente', 'Urgente']);
    expect(screen.getByRole('combobox', { name: 'Responsable' })).toHaveValue('Sin responsable');
    expect(screen.getByRole('combobox', { name: 'Valor de Piso' })).toHaveValue('2');
    expect(screen.getByLabelText('Creado desde')).toHaveValue('2026-01-01');
  });

  it('writes a changed filter to the URL, back to page 1, and reloads with it', async () => {
    const { listCalls, search } = renderList('/cmanagement/tickets?page=2&priority=urgent', server(undefined, tickets, 45));
    await screen.findByText('#12 Filtración en el baño');
    await pick('Responsable', 'Sin responsable');
    await waitFor(() => expect(search().get('responsible_id')).toBe('none'));
    expect(search().has('page')).toBe(false);
    expect(search().get('priority')).toBe('urgent');
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('responsible_id=none'));
  });

  it('filters by one custom field with a value input suited to its kind', async () => {
    const { listCalls, search } = renderList();
    await screen.findByText('#12 Filtración en el baño');
    // A select field offers its options.
    await pick('Campo personalizado', 'Piso');
    await pick('Valor de Piso', '3');
    await waitFor(() => expect(search().get('field_value')).toBe('3'));
    expect(search().get('field_id')).toBe('f-select');
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('field_id=f-select&field_value=3'));
    // Another field starts without a value; a checkbox field asks yes or no.
    await pick('Campo personalizado', 'Requiere visita');
    await waitFor(() => expect(search().get('field_id')).toBe('f-check'));
    expect(search().has('field_value')).toBe(false);
    await pick('Valor de Requiere visita', 'Sí');
    await waitFor(() => expect(search().get('field_value')).toBe('true'));
  });

  it('sorts from the column headers into the URL', async () => {
    const { search } = renderList();
    const table = await screen.findByTestId('tickets-table');
    // Another column keeps the direction (newest first by default), a second click turns it.
    fireEvent.click(within(table).getByText('Asunto'));
    await waitFor(() => expect(search().get('sortBy')).toBe('subject'));
    expect(search().get('descending')).toBe('true');
    fireEvent.click(within(table).getByText('Asunto'));
    await waitFor(() => expect(search().has('descending')).toBe(false));
    expect(search().get('sortBy')).toBe('subject');
  });

  it('switches to cards, remembers it and puts it in the URL', async () => {
    const { search } = renderList();
    await screen.findByTestId('tickets-table');
    expect(window.localStorage.getItem('cmanagement_grid_mode')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Tarjetas' }));
    expect(await screen.findAllByTestId('ticket-card')).toHaveLength(2);
    expect(search().get('view')).toBe('grid');
    expect(window.localStorage.getItem('cmanagement_grid_mode')).toBe('true');
  });

  it('shows the two P statuses apart in the list', async () => {
    renderList();
    const table = await screen.findByTestId('tickets-table');
    const row = within(table).getByText('#13 Enchufe sin corriente').closest('tr')!;
    expect(within(row).getByText('P · Pospuesto')).toBeInTheDocument();
    expect(within(row).getByText('Hasta el 12/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Sin responsable')).toBeInTheDocument();
  });

  it('offers clearing the filters when none match', async () => {
    const { search } = renderList('/cmanagement/tickets?status=finished&view=list', server(undefined, []));
    const empty = await screen.findByTestId('tickets-empty');
    expect(within(empty).getByText('Ningún ticket coincide')).toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(search().toString()).toBe('view=list'));
  });

  it('invites creating the first ticket when the project has none', async () => {
    renderList('/cmanagement/tickets', server(undefined, []));
    const empty = await screen.findByTestId('tickets-empty');
    expect(within(empty).getByText('Todavía no hay tickets')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Nuevo ticket' })).toBeInTheDocument();
  });

  it('shows a failed load in place and retries', async () => {
    let fail = true;
    const { listCalls } = renderList(
      '/cmanagement/tickets',
      server((call) => (fail && call.url.startsWith('/api/cmanagement/tickets?') ? json({ message: 'Servicio no disponible' }, 503) : undefined)),
    );
    const error = await screen.findByTestId('tickets-error');
    expect(within(error).getByText('Servicio no disponible')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('#12 Filtración en el baño')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('changes the selected tickets at once and lists the ones that failed', async () => {
    const bulkResult = { updated: 1, failed: [{ id: 't2', number: 13, message: 'El ticket está pospuesto' }] };
    const { calls } = renderList(
      '/cmanagement/tickets',
      server((call) => (call.url === '/api/cmanagement/tickets/bulk' ? json({ data: bulkResult, warnings: ['#13: El ticket está pospuesto'] }) : undefined)),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar el ticket #12' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar el ticket #13' }));
    const bar = screen.getByTestId('ticket-bulk-bar');
    expect(within(bar).getByText('2 tickets seleccionados')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Cambiar en lote' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cambiar prioridad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar prioridad' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Prioridad/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Urgente' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a 2 tickets' }));
    const result = await within(dialog).findByTestId('ticket-bulk-result');
    expect(calls.find((call) => call.url === '/api/cmanagement/tickets/bulk')?.body).toEqual({ projectId: 'proj-1', ids: ['t1', 't2'], priority: 'urgent' });
    expect(within(result).getByText('Se actualizó 1 ticket.')).toBeInTheDocument();
    expect(within(result).getByText('#13: El ticket está pospuesto')).toBeInTheDocument();
  });
});
