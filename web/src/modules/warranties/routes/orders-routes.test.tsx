import { IconShieldCheck } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { toRfc3339Local } from '../components/shared/format';
import { failure, MANAGER, order, request, requestForm } from '../test/request-fixtures';
import WarrantiesModule from './warranties-module';

type Answer = (call: RecordedCall) => Response | undefined;

const failures = [failure(), failure({ id: 'f2', number: 2, place: { id: 'place-1', name: 'Lavamanos' }, item: { id: 'item-2', name: 'Grifería' }, issue: null })];

function renderOrders(path: string, answer: Answer = () => undefined) {
  const stub = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const url = call.url.split('?')[0] ?? '';
    if (call.method !== 'GET') return json({ message: 'unexpected' }, 500);
    if (url === '/api/warranties/requests/r1') return json({ data: request() });
    if (url === '/api/warranties/requests/r1/orders') return json({ data: [order(), order({ id: 'o2', code: 'OI-2', status: 'managed', managed_at: '2026-03-10T15:00:00Z', failures: [{ id: 'f9', number: 9, label: 'Cocina › Mesón › Cubierta', result: 'not_solved', comment: 'Falta repuesto' }] })] });
    if (url === '/api/warranties/requests/r1/failures') return json({ data: failures });
    if (url === '/api/warranties/requests/form') return json({ data: requestForm });
    if (url === '/api/warranties/orders/o1') return json({ data: order() });
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes([{ path: '/warranties/*', element: <WarrantiesModule module="warranties" icon={IconShieldCheck} access="granted" activation={null} /> }], {
    path,
    me: testMe({ permissions: MANAGER }),
  });
  return { ...stub, ...view };
}

const posts = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);
const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-order-id="${id}"]`)!;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('orders of a request (oi, ot)', () => {
  it('lists the orders with their status, failures and results; only live ones offer actions', async () => {
    renderOrders('/warranties/solicitud/r1/oi');
    await screen.findAllByTestId('order-card');
    expect(within(cardOf('o1')).getByTestId('order-status')).toHaveTextContent('Creada');
    expect(within(cardOf('o1')).getByRole('link', { name: 'Gestionar' })).toHaveAttribute('href', '/warranties/solicitud/r1/oi/gestionar/o1');
    expect(within(cardOf('o2')).getByText(/No resuelta/)).toBeInTheDocument();
    expect(within(cardOf('o2')).queryByRole('link', { name: 'Gestionar' })).not.toBeInTheDocument();
  });

  it('creates an OI with the failures picked on the failures tab', async () => {
    const { calls, router } = renderOrders('/warranties/solicitud/r1/oi/crear?failures=f2', (call) => (call.method === 'POST' ? json({ data: order({ code: 'OI-3' }) }, 201) : undefined));
    const form = await screen.findByTestId('order-form');
    expect(within(form).getByRole('checkbox', { name: /N.º 2 · Baño › Lavamanos › Grifería/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /N.º 1 · Baño › Lavamanos › Sifón: Filtración/ })).not.toBeChecked();
    fireEvent.change(within(form).getByLabelText(/^Día/), { target: { value: '2026-03-10' } });
    fireEvent.change(within(form).getByLabelText(/^Desde/), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText(/^Hasta/), { target: { value: '11:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear orden' }));
    expect(await screen.findByText('Se creó la orden OI-3.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/solicitud/r1/oi'));
    expect(posts(calls, '/api/warranties/requests/r1/orders')[0]!.body).toEqual({
      kind: 'oi',
      responsible_id: 'p-ana',
      contractor: null,
      starts_at: toRfc3339Local(new Date(2026, 2, 10, 10, 0)),
      ends_at: toRfc3339Local(new Date(2026, 2, 10, 11, 0)),
      observation: null,
      failure_ids: ['f2'],
    });
  });

  it('edits an order with the version read, offering the failures it holds', async () => {
    const { calls, router } = renderOrders('/warranties/solicitud/r1/oi/editar/o1', (call) => (call.method === 'PUT' ? json({ data: order({ status: 'edited' }) }) : undefined));
    const form = await screen.findByTestId('order-form');
    expect(screen.getByRole('heading', { name: 'Editar la orden OI-1' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /N.º 1 · Baño › Lavamanos › Sifón/ })).toBeChecked();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Observación' }), { target: { value: 'Llevar repuesto' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Se guardó la orden OI-1.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/solicitud/r1/oi'));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/warranties/orders/o1');
    expect(put.body).toMatchObject({ kind: 'oi', responsible_id: 'p-ana', observation: 'Llevar repuesto', failure_ids: ['f1'], version: 1 });
  });

  it('records each failure’s result when managing an order', async () => {
    const { calls } = renderOrders('/warranties/solicitud/r1/oi/gestionar/o1', (call) => (call.method === 'POST' ? json({ data: order({ status: 'managed' }) }) : undefined));
    const form = await screen.findByTestId('manage-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar resultado' }));
    expect(await within(form).findByText('Indica el resultado de cada falla.')).toBeInTheDocument();
    fireEvent.click(within(form).getByText('No resuelta'));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comentario · N.º 1' }), { target: { value: 'Falta el sifón' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar resultado' }));
    expect(await screen.findByText('Se registró el resultado de la orden OI-1.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/orders/o1/manage')[0]!.body).toEqual({ results: [{ failure_id: 'f1', result: 'not_solved', comment: 'Falta el sifón' }], observation: null });
  });

  it("registers the owner's answer on their behalf, and cancels with a reason", async () => {
    const { calls } = renderOrders('/warranties/solicitud/r1/oi', (call) => (call.method === 'POST' ? json({ data: order() }) : undefined));
    await screen.findAllByTestId('order-card');
    fireEvent.click(within(cardOf('o1')).getByRole('button', { name: 'Respuesta del propietario' }));
    const visit = await screen.findByRole('dialog', { name: 'Respuesta del propietario a la orden OI-1' });
    fireEvent.click(within(visit).getByText('Rechaza la visita'));
    fireEvent.change(within(visit).getByRole('textbox', { name: 'Motivo (opcional)' }), { target: { value: 'Está de viaje' } });
    fireEvent.click(within(visit).getByRole('button', { name: 'Registrar respuesta' }));
    expect(await screen.findByText('Se registró la respuesta del propietario a la orden OI-1.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/orders/o1/visit')[0]!.body).toEqual({ answer: 'reject', reason: 'Está de viaje' });

    fireEvent.click(within(cardOf('o1')).getByRole('button', { name: 'Anular' }));
    const cancel = await screen.findByRole('dialog', { name: 'Anular la orden OI-1' });
    fireEvent.change(within(cancel).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Se duplicó' } });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Anular orden' }));
    expect(await screen.findByText('Se anuló la orden OI-1.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/orders/o1/cancel')[0]!.body).toEqual({ reason: 'Se duplicó' });
  });
});
