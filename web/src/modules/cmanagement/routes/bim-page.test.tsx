import { IconTicket } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Bim from '@/modules/bim';
import type { BimModel, BimViewerProps } from '@/modules/bim';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { BimPin, Ticket } from '../api/types';
import { bimPin, form, MANAGER, page, ticket } from '../test/fixtures';
import '../test/jsdom-gaps';
import CmanagementModule from './cmanagement-module';

/** The viewer without WebGL: it shows what it was given and lets the test pick an element. */
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

const pins: BimPin[] = [
  { global_id: 'W1', total: 2, live: 1, top_priority: 'urgent' },
  { global_id: 'W2', total: 1, live: 0, top_priority: null },
];

const onWall = ticket({ id: 't1', number: 12, bim: bimPin() });
const onOtherWall = ticket({ id: 't2', number: 13, subject: 'Fisura en muro', status: 'finished', bim: bimPin({ global_id: 'W2', element_name: 'Muro sur' }) });
const element = (global_id: string, name: string) => ({ global_id, class: 'IfcWall', name, type_name: null, file_id: 'f1', step_id: 1, storey_id: null, storey_name: null, property_sets: [] });

type Answer = (call: RecordedCall, url: URL) => Response | undefined;

function server(answer: Answer = () => undefined, pinned: Ticket[] = [onWall, onOtherWall]) {
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://obra.test');
    const own = answer(call, url);
    if (own) return own;
    const globalId = url.searchParams.get('bim_global_id');
    switch (url.pathname) {
      case '/api/bim/models':
        return json(page([model]));
      case '/api/bim/models/m1/elements/W1':
        return json({ data: element('W1', 'Muro norte') });
      case '/api/bim/models/m1/elements/W2':
        return json({ data: element('W2', 'Muro sur') });
      case '/api/cmanagement/bim/m1/pins':
        return json({ data: pins });
      case '/api/cmanagement/form':
        // No custom fields: the drawer's own test covers them.
        return json({ data: { ...form, fields: [] } });
      case '/api/cmanagement/tickets':
        if (url.searchParams.get('bim_model_id') === 'm1') return json(page(pinned.filter((item) => !globalId || item.bim?.global_ids.includes(globalId))));
        return json(page([ticket({ id: 't7', number: 7, subject: 'Humedad en cielo', version: 5 }), onWall]));
      default:
        return json({ message: 'unexpected' }, 500);
    }
  };
}

function renderBim(respond = server(), path = '/cmanagement/bim/m1') {
  const stub = stubFetch(respond);
  const view = renderRoutes([{ path: '/cmanagement/*', element: <CmanagementModule module="cmanagement" icon={IconTicket} access="granted" activation={null} /> }], {
    path,
    me: testMe({ permissions: MANAGER }),
  });
  return { ...stub, ...view };
}

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.url.includes('bim_model_id=')).map((call) => new URL(call.url, 'http://obra.test').searchParams);
const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('tickets on the BIM model (/cmanagement/bim/:modelId)', () => {
  it('paints the pinned elements by their most pressing ticket and lists the pinned tickets', async () => {
    const { calls } = renderBim();
    const viewer = await screen.findByTestId('bim-viewer');
    await waitFor(() => expect(JSON.parse(viewer.getAttribute('data-colors') ?? '{}')).toEqual({ W1: '#f03e3e', W2: '#8fa89b' }));
    const panel = screen.getByTestId('bim-tickets-panel');
    expect(within(panel).getByRole('heading', { name: 'Tickets en el modelo' })).toBeInTheDocument();
    expect(within(screen.getByTestId('bim-pin-legend')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Urgente', 'Alta', 'Media', 'Baja', 'Todos finalizados']);
    const rows = await within(panel).findAllByTestId('bim-ticket-row');
    expect(rows.map((row) => row.textContent)).toEqual(['#12 Filtración en el bañoA · AbiertoMuro norte', '#13 Fisura en muroF · FinalizadoMuro sur']);
    expect(within(rows[0]!).getByRole('link', { name: 'Abrir el ticket #12' })).toHaveAttribute('href', '/cmanagement/tickets/t1/general');
    expect(listCalls(calls)[0]?.get('bim_global_id')).toBeNull();
  });

  it('selects a row’s element in the viewer and the address, lists only its tickets, and "Ver todos" goes back', async () => {
    const { calls, router } = renderBim();
    const rows = await screen.findAllByTestId('bim-ticket-row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^#13 Fisura en muro/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?element=W2'));
    expect(screen.getByTestId('bim-viewer')).toHaveAttribute('data-selected-global-id', 'W2');
    expect(await screen.findByTestId('bim-selected-name')).toHaveTextContent('Muro sur (IfcWall)');
    await waitFor(() => expect(screen.getAllByTestId('bim-ticket-row')).toHaveLength(1));
    expect(listCalls(calls).at(-1)?.get('bim_global_id')).toBe('W2');

    fireEvent.click(screen.getByRole('button', { name: 'Ver todos' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('bim-viewer')).toHaveAttribute('data-selected-global-id', '');
    await waitFor(() => expect(screen.getAllByTestId('bim-ticket-row')).toHaveLength(2));
  });

  it('lists a ticket pinned to several elements on any of them, marked as the selected element’s', async () => {
    const lotTicket = ticket({ id: 't3', number: 14, subject: 'Lote 1 de H30 no conforme', priority: 'high', bim: bimPin({ global_ids: ['W1', 'S2', 'S3'] }) });
    const answer: Answer = (_call, url) => (url.pathname === '/api/bim/models/m1/elements/S2' ? json({ data: element('S2', 'Losa 2') }) : undefined);
    const { calls } = renderBim(server(answer, [lotTicket, onOtherWall]), '/cmanagement/bim/m1?element=S2');
    await waitFor(() => expect(screen.getAllByTestId('bim-ticket-row')).toHaveLength(1));
    expect(listCalls(calls).at(-1)?.get('bim_global_id')).toBe('S2');
    const row = screen.getByTestId('bim-ticket-row');
    expect(row).toHaveTextContent('Muro norte y 2 elementos más');
    expect(within(row).getByRole('button', { name: /^#14 Lote 1 de H30/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says how to start when no ticket is pinned, and follows a pick in the viewer', async () => {
    const { router } = renderBim(server(undefined, []));
    expect(await screen.findByTestId('bim-tickets-empty')).toHaveTextContent('Aún no hay tickets anclados a este modelo. Selecciona un elemento para crear uno.');
    fireEvent.click(screen.getByRole('button', { name: 'pick W2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?element=W2'));
    expect(await screen.findByTestId('bim-tickets-empty')).toHaveTextContent('Este elemento aún no tiene tickets.');
  });

  it('creates a ticket pinned to the element selected from the address, and stays on the model', async () => {
    const created = ticket({ id: 't40', number: 40, subject: 'Muro con fisura', bim: bimPin() });
    const { calls, router } = renderBim(server((call) => (call.method === 'POST' ? json({ data: created }, 201) : undefined)), '/cmanagement/bim/m1?element=W1');
    expect(await screen.findByTestId('bim-viewer')).toHaveAttribute('data-selected-global-id', 'W1');
    await screen.findByText('Muro norte (IfcWall)');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo ticket en este elemento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    expect(within(dialog).getByTestId('ticket-create-pin')).toHaveTextContent('El ticket quedará anclado al elemento Muro norte (IfcWall).');
    fireEvent.change(within(dialog).getByLabelText(label('Asunto')), { target: { value: 'Muro con fisura' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: label('Origen') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Llamada' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear ticket' }));

    expect(await screen.findByText('Se creó el ticket #40.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/cmanagement/tickets');
    expect(post?.body).toMatchObject({ subject: 'Muro con fisura', origin: 'call', bim: { model_id: 'm1', global_id: 'W1' } });
    expect(router.state.location.pathname).toBe('/cmanagement/bim/m1');
    // The pins and the panel reload.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/cmanagement/bim/m1/pins').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of the pin in the drawer', async () => {
    const refusal = { message: 'Revisa los datos del ticket', code: 'validation', errors: { bim: ['El elemento no existe en el modelo.'] } };
    renderBim(server((call) => (call.method === 'POST' ? json(refusal, 422) : undefined)), '/cmanagement/bim/m1?element=W1');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo ticket en este elemento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ticket' });
    fireEvent.change(within(dialog).getByLabelText(label('Asunto')), { target: { value: 'Muro con fisura' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: label('Origen') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Llamada' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear ticket' }));
    expect(await within(within(dialog).getByTestId('ticket-create-pin')).findByRole('alert')).toHaveTextContent('El elemento no existe en el modelo.');
  });

  it('pins an existing unpinned ticket to the element, with the version read', async () => {
    const { calls } = renderBim(server((call) => (call.method === 'PUT' ? json({ data: ticket({ id: 't7', number: 7, bim: bimPin() }) }) : undefined)), '/cmanagement/bim/m1?element=W1');
    fireEvent.click(await screen.findByRole('button', { name: 'Anclar ticket existente' }));
    const picker = await screen.findByTestId('bim-pin-existing');
    fireEvent.click(within(picker).getByRole('combobox', { name: 'Ticket por anclar' }));
    // #12 is pinned already: not offered.
    fireEvent.click(await screen.findByRole('option', { name: '#7 Humedad en cielo' }));
    expect(screen.queryByRole('option', { name: /#12/ })).not.toBeInTheDocument();
    fireEvent.click(within(picker).getByRole('button', { name: 'Anclar' }));
    expect(await screen.findByText('El ticket #7 quedó anclado al elemento.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/cmanagement/tickets/t7');
    expect(put?.body).toEqual({ version: 5, bim: { model_id: 'm1', global_id: 'W1' } });
  });
});
