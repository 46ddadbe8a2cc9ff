import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import type { PortalRequest } from '../api/types';
import '../test/jsdom-gaps';
import { order, request } from '../test/fixtures';
import { renderPortal } from '../test/render';

beforeEach(() => resetPortalClient());

function serve(data: PortalRequest, answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => answer(call) ?? json({ data }));
}

async function openRequest(data: PortalRequest, answer?: (call: RecordedCall) => Response | undefined) {
  const stub = serve(data, answer);
  renderPortal({ path: `/solicitud/${data.id}` });
  await screen.findByTestId('request-page');
  return stub;
}

const dateTime = (value: string) => new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

describe('a request (/solicitud/:id)', () => {
  it('shows its status, steps and description', async () => {
    await openRequest(request());
    expect(screen.getByTestId('request-title')).toHaveTextContent('#7 · Filtración bajo el lavamanos');
    expect(screen.getByTestId('request-status')).toHaveTextContent('Asignada');
    const steps = within(screen.getByRole('list', { name: 'Avance de la solicitud' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(screen.getByText('Gotea cuando se abre el agua caliente.')).toBeInTheDocument();
  });

  it('answers a visit while its window is open: confirm, or reject with a reason', async () => {
    const { calls } = await openRequest(request({ orders: [order()] }), (call) => (call.method === 'POST' ? json({ data: order({ visit_answer: 'confirm' }) }) : undefined));
    const card = screen.getByTestId('order-card');
    expect(within(card).getByText(`¿Puedes recibir esta visita? Responde antes del ${dateTime('2026-03-15T13:00:00Z')}.`)).toBeInTheDocument();
    expect(within(card).getByText('Pedro Soto')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Rechazar' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Motivo (opcional)' }), { target: { value: 'Estoy de viaje' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Enviar rechazo' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/portal/orders/o1/visit');
    expect(post.body).toEqual({ answer: 'reject', reason: 'Estoy de viaje' });
  });

  it('sends a confirmation without a reason', async () => {
    const { calls } = await openRequest(request({ orders: [order()] }), (call) => (call.method === 'POST' ? json({ data: order({ visit_answer: 'confirm' }) }) : undefined));
    fireEvent.click(within(screen.getByTestId('order-card')).getByRole('button', { name: 'Confirmar visita' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'confirm' }));
  });

  it('offers no buttons once the window closed, and says when it closed', async () => {
    await openRequest(request({ orders: [order({ may_answer: false })] }));
    const card = screen.getByTestId('order-card');
    expect(within(card).queryByRole('button', { name: 'Confirmar visita' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Rechazar' })).toBeNull();
    expect(within(card).getByTestId('visit-closed')).toHaveTextContent(`El plazo para responder cerró el ${dateTime('2026-03-15T13:00:00Z')}.`);
  });

  it('shows an answered visit, and lets the answer change while the window is open', async () => {
    await openRequest(request({ orders: [order({ visit_answer: 'confirm', visit_answered_at: '2026-03-10T15:00:00Z' })] }));
    const card = screen.getByTestId('order-card');
    expect(within(card).getByTestId('visit-confirmed')).toHaveTextContent(`Confirmaste esta visita el ${dateTime('2026-03-10T15:00:00Z')}.`);
    fireEvent.click(within(card).getByRole('button', { name: 'Cambiar respuesta' }));
    expect(within(card).getByRole('button', { name: 'Confirmar visita' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a late answer', async () => {
    await openRequest(request({ orders: [order()] }), (call) => (call.method === 'POST' ? json({ message: 'Revisa los datos', errors: { answer: ['El plazo para responder ya cerró.'] } }, 422) : undefined));
    const card = screen.getByTestId('order-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Confirmar visita' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('El plazo para responder ya cerró.');
  });

  it('shows a request that is not the owner’s as not found', async () => {
    stubFetch(() => json({ message: 'No encontrado' }, 404));
    renderPortal({ path: '/solicitud/ajena' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('No encontramos esta página');
  });

  it('offers the composer only when the project takes owners’ messages', async () => {
    await openRequest(request({ can_message: false, messages: [{ id: 'm1', body: 'Hola', mine: true, author: null, created_at: '2026-03-02T13:00:00Z', attachments: [] }] }));
    expect(screen.getByTestId('message')).toHaveAttribute('data-mine', 'true');
    expect(screen.queryByTestId('message-composer')).toBeNull();
    expect(screen.getByTestId('messages-off')).toHaveTextContent('Este proyecto no recibe mensajes de propietarios');
  });

  it('sends a message as multipart', async () => {
    const { fetchMock } = await openRequest(request(), (call) => (call.method === 'POST' ? json({ data: { id: 'm2' } }, 201) : undefined));
    fireEvent.change(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), { target: { value: ' ¿Cuándo vienen? ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(url).toBe('/api/portal/requests/r1/messages');
    expect((init!.body as FormData).get('body')).toBe('¿Cuándo vienen?');
  });
});
