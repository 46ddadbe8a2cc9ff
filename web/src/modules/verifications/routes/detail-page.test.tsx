import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { drawStroke, resetPad } from '@/test/signature-pad-mock';
import type { Verification } from '../api/types';
import VerificationsModule from './verifications-module';

vi.mock('signature_pad', () => import('@/test/signature-pad-mock'));

const verification: Verification = {
  id: 'v1',
  project_id: 'proj-1',
  activity_id: 'a1',
  activity_code: '2.3',
  activity_description: 'Tabiquería piso 2',
  unit_id: null,
  unit_name: null,
  template_id: 't1',
  template_name: 'Tabiques',
  responsible_id: 'u1',
  responsible_name: 'Ana Pérez',
  scheduled_on: '2026-11-25',
  state: 'in_progress',
  closed_at: null,
  items_total: 2,
  items_answered: 1,
  failures: 0,
  open_observations: 0,
  version: 4,
  items: [
    { id: 'i1', position: 1, text: 'Plomo y alineación', requires_photo: false, result: 'complies', note: null, photos: [] },
    { id: 'i2', position: 2, text: 'Juntas selladas', requires_photo: false, result: 'pending', note: null, photos: [] },
  ],
  observations: [],
  signed_by: null,
  signed_by_name: null,
  pdf_url: '/api/verifications/v1/pdf',
};

const users = [{ id: 'u1', name: 'Ana Pérez' }];

function renderDetail(answer: (call: RecordedCall) => Response = () => json({ data: verification })) {
  const stub = stubFetch((call) => {
    const path = call.url.replace(window.location.origin, '').split('?')[0];
    if (call.method === 'GET' && path === '/api/verifications/v1') return json({ data: verification });
    if (call.method === 'GET' && path === '/api/verifications/people') return json({ data: users });
    if (call.method === 'GET' && path === '/api/verifications/receptions') return json({ data: [], total: 0 });
    return answer(call);
  });
  const me = testMe({ permissions: ['verifications-access'] });
  const view = renderRoutes([{ path: '/verifications/*', element: <VerificationsModule module="verifications" access="granted" activation={null} icon={() => null} /> }], { path: '/verifications/v1', me });
  return { ...stub, ...view };
}

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

async function item2() {
  return within(await screen.findByTestId('item-2'));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  resetPad();
});

describe('answering an item', () => {
  it('sends Cumple at once, without an observation', async () => {
    const { calls } = renderDetail();
    fireEvent.click((await item2()).getByRole('button', { name: 'Cumple' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', url: '/api/verifications/v1/items/i2', body: { result: 'complies', note: null } });
    expect(writes(calls)[0]?.body).not.toHaveProperty('observation');
  });

  it('asks for the observation before sending a failure, then sends both in one request', async () => {
    const { calls } = renderDetail();
    const card = await item2();
    fireEvent.click(card.getByRole('button', { name: 'Falla' }));
    expect(card.getByTestId('observation-form')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(card.getByTestId('failure-submit'));
    expect(await card.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(card.getByLabelText(/Qué hay que corregir/), { target: { value: 'Sellar la junta del eje 3' } });
    fireEvent.change(card.getByLabelText(/Plazo/), { target: { value: '2099-01-15' } });
    fireEvent.change(card.getByLabelText('Nota'), { target: { value: 'Junta abierta' } });
    fireEvent.click(card.getByTestId('failure-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/verifications/v1/items/i2',
      body: { result: 'failure', note: 'Junta abierta', observation: { description: 'Sellar la junta del eje 3', deadline: '2099-01-15', responsible_id: 'u1' } },
    });
  });

  it('shows the server’s 422 on the observation’s field', async () => {
    renderDetail(() => json({ message: 'Revisa los datos', code: 'validation', errors: { 'observation.deadline': ['La fecha debe ser igual o posterior a 25-11-2026.'] } }, 422));
    const card = await item2();
    fireEvent.click(card.getByRole('button', { name: 'Falla' }));
    fireEvent.change(card.getByLabelText(/Qué hay que corregir/), { target: { value: 'Sellar' } });
    fireEvent.change(card.getByLabelText(/Plazo/), { target: { value: '2099-01-15' } });
    fireEvent.click(card.getByTestId('failure-submit'));
    expect(await card.findByText('La fecha debe ser igual o posterior a 25-11-2026.')).toBeInTheDocument();
  });
});

describe('closing a verification', () => {
  it('signs and sends the PNG with the version read', async () => {
    const { calls } = renderDetail(() => json({ data: { ...verification, state: 'closed' } }));
    fireEvent.click(await screen.findByTestId('verification-close'));
    const submit = await screen.findByTestId('close-verification-submit');
    expect(submit).toBeDisabled();
    drawStroke();
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', url: '/api/verifications/v1/close', body: { signature: 'data:image/png;base64,iVBORw0KGgo=', version: 4 } });
  });

  it('shows the refusal when items are left', async () => {
    renderDetail(() => json({ message: 'Revisa los datos', code: 'validation', errors: { items: ['Quedan 1 ítem(s) sin responder.'] } }, 422));
    fireEvent.click(await screen.findByTestId('verification-close'));
    drawStroke();
    const submit = await screen.findByTestId('close-verification-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    const refusal = await screen.findByTestId('close-refusal');
    expect(within(refusal).getByText('Quedan 1 ítem(s) sin responder.')).toBeInTheDocument();
  });
});
