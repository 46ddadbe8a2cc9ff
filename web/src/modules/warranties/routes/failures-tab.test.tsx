import { IconShieldCheck } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { checklist, failure, MANAGER, page, request } from '../test/request-fixtures';
import WarrantiesModule from './warranties-module';

type Answer = (call: RecordedCall) => Response | undefined;

const failures = [
  failure(),
  failure({ id: 'f2', number: 2, issue: null, detail: 'Mancha de humedad', in_warranty: false, warranty_ends: '2026-01-01', guarantee: 'finishes' }),
  failure({ id: 'f3', number: 3, status: 'managed', result: 'solved', ac_status: 'pending' }),
];

function renderFailures(answer: Answer = () => undefined, permissions = MANAGER) {
  const stub = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const url = call.url.split('?')[0] ?? '';
    if (call.method !== 'GET') return json({ message: 'unexpected' }, 500);
    if (url === '/api/warranties/requests/r1') return json({ data: request() });
    if (url === '/api/warranties/requests/r1/failures') return json({ data: failures });
    if (url === '/api/warranties/requests/r1/checklist') return json({ data: checklist });
    if (url.endsWith('/messages') || url.endsWith('/activity')) return json(page([]));
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes([{ path: '/warranties/*', element: <WarrantiesModule module="warranties" icon={IconShieldCheck} access="granted" activation={null} /> }], {
    path: '/warranties/solicitud/r1/fallas',
    me: testMe({ permissions }),
  });
  return { ...stub, ...view };
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-failure-id="${id}"]`)!;
const posts = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('failures of a request (fallas)', () => {
  it('lists each failure with where it is, its guarantee, status, AC and an out-of-warranty flag', async () => {
    renderFailures();
    await screen.findByTestId('failures-table');
    expect(within(rowOf('f1')).getByText('1 · Baño › Lavamanos › Sifón')).toBeInTheDocument();
    expect(within(rowOf('f1')).getByText('Instalaciones')).toBeInTheDocument();
    expect(within(rowOf('f1')).getByTestId('failure-status')).toHaveTextContent('Pendiente');
    expect(within(rowOf('f2')).getByTestId('failure-out-of-warranty')).toBeInTheDocument();
    expect(within(rowOf('f2')).getByText('Hasta el 01/01/2026')).toBeInTheDocument();
    expect(within(rowOf('f3')).getByText('Resuelta')).toBeInTheDocument();
    expect(within(rowOf('f3')).getByTestId('failure-ac-status')).toHaveTextContent('AC · Pendiente de firma');
    // Only pending failures can be picked.
    expect(screen.getByRole('checkbox', { name: 'Seleccionar la falla N.º 3' })).toBeDisabled();
  });

  it('adds a failure by walking the checklist, the severity proposed by the issue', async () => {
    const { calls } = renderFailures((call) => (call.method === 'POST' ? json({ data: failure({ id: 'f4', number: 4 }) }, 201) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar falla' }));
    await screen.findByTestId('failure-form');
    await choose('Recinto', 'Baño');
    await choose('Lugar', 'Lavamanos');
    await choose('Ítem', 'Sifón');
    await choose('Problema', 'Filtración');
    expect(screen.getByRole('combobox', { name: 'Severidad' })).toHaveValue('Grave');
    fireEvent.change(screen.getByRole('textbox', { name: 'Detalle' }), { target: { value: 'Gotea de noche' } });
    fireEvent.click(within(screen.getByTestId('failure-form')).getByRole('button', { name: 'Agregar falla' }));
    expect(await screen.findByText('Se agregó la falla N.º 4.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/requests/r1/failures')[0]!.body).toEqual({
      area_id: 'area-1',
      place_id: 'place-1',
      item_id: 'item-1',
      issue_id: 'issue-1',
      severity_id: 'sev-high',
      guarantee: 'finishes',
      detail: 'Gotea de noche',
      batch: null,
    });
  });

  it("combines two selected failures and shows the server's refusal", async () => {
    const refusal = { message: 'No se pueden combinar', code: 'validation', errors: { ids: ['Las fallas deben tener el mismo recinto, lugar e ítem.'] } };
    const { calls } = renderFailures((call) => (call.url === '/api/warranties/requests/r1/failures/combine' ? json(refusal, 422) : undefined));
    await screen.findByTestId('failures-table');
    const combine = screen.getByRole('button', { name: 'Combinar (0)' });
    expect(combine).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar la falla N.º 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar la falla N.º 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Combinar (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Combinar 2 fallas' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Combinar' }));
    expect(await within(dialog).findByTestId('combine-refusal')).toHaveTextContent('Las fallas deben tener el mismo recinto, lugar e ítem.');
    expect(posts(calls, '/api/warranties/requests/r1/failures/combine')[0]!.body).toEqual({ ids: ['f1', 'f2'], detail: null });
  });

  it('closes a pending failure as not applicable with a reason', async () => {
    const { calls } = renderFailures((call) => (call.url === '/api/warranties/failures/f1/actions' ? json({ data: failure({ status: 'not_applicable' }) }) : undefined));
    await screen.findByTestId('failures-table');
    fireEvent.click(within(rowOf('f1')).getByRole('button', { name: 'Acciones de la falla N.º 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar como no aplica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar la falla N.º 1 como no aplica' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Daño causado por el propietario' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar como no aplica' }));
    expect(await screen.findByText('La falla N.º 1 quedó cerrada como no aplica.')).toBeInTheDocument();
    expect(posts(calls, '/api/warranties/failures/f1/actions')[0]!.body).toEqual({ action: 'not_applicable', reason: 'Daño causado por el propietario' });
  });

  it('opens a new OI with the selected failures', async () => {
    const { router } = renderFailures();
    await screen.findByTestId('failures-table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar la falla N.º 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear OI (1)' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/warranties/solicitud/r1/oi/crear?failures=f2'));
  });

  it('is read-only without the permission', async () => {
    renderFailures(undefined, ['modulo_postventa']);
    await screen.findByTestId('failures-table');
    expect(screen.queryByRole('button', { name: 'Agregar falla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
