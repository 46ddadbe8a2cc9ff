import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { drawStroke, resetPad } from '@/test/signature-pad-mock';
import { renderDetail as renderWith, verification, writes, type DetailOptions } from '../test/detail';

vi.mock('signature_pad', () => import('@/test/signature-pad-mock'));

const renderDetail = (answer?: DetailOptions['answer']) => renderWith({ answer });

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
