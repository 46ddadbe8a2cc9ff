import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import '../test/jsdom-gaps';
import type { PublicDelivery } from '../api/types';
import PublicDeliveryPage from './public-delivery-page';

const TOKEN = 'tok-0123456789abcdefghij';
const proposed: PublicDelivery = {
  company_name: 'Constructora Andes',
  project_name: 'Edificio Los Robles',
  unit_name: '101',
  floor: '1',
  scheduled_at: '2026-03-12T13:00:00Z',
  status: 'to_confirm',
};

function renderPage(respond: (call: RecordedCall) => Response | undefined = () => undefined) {
  const stub = stubFetch((call) => {
    const answer = respond(call);
    if (answer) return answer;
    if (call.method === 'POST') {
      const body = call.body as { answer: string };
      return json({ data: { ...proposed, status: body.answer === 'confirm' ? 'confirmed' : 'rejected' } });
    }
    return json({ data: proposed });
  });
  // No session: the page is outside the session guard.
  renderRoutes([{ path: '/propietarios/entrega/:token', element: <PublicDeliveryPage /> }], { path: `/propietarios/entrega/${TOKEN}` });
  return stub;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('the owners’ answer page (/propietarios/entrega/:token)', () => {
  it('shows the proposed visit and confirms it', async () => {
    const { calls } = renderPage();
    const page = await screen.findByTestId('public-delivery');
    expect(await within(page).findByText('Unidad 101, piso 1.')).toBeInTheDocument();
    expect(within(page).getByText('Constructora Andes · Edificio Los Robles')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/public/deliveries/${TOKEN}`);
    fireEvent.click(within(page).getByRole('button', { name: 'Confirmar' }));
    expect(await within(page).findByTestId('public-confirmed')).toHaveTextContent('Visita confirmada');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'confirm' });
  });

  it('rejects it with an optional reason', async () => {
    const { calls } = renderPage();
    const page = await screen.findByTestId('public-delivery');
    fireEvent.click(await within(page).findByRole('button', { name: 'Rechazar' }));
    fireEvent.change(within(page).getByRole('textbox', { name: 'Motivo (opcional)' }), { target: { value: 'Estoy de viaje esa semana' } });
    fireEvent.click(within(page).getByRole('button', { name: 'Enviar rechazo' }));
    expect(await within(page).findByTestId('public-rejected')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'reject', reason: 'Estoy de viaje esa semana' }));
  });

  it('says when the link is not valid', async () => {
    renderPage((call) => (call.method === 'GET' ? json({ message: 'No encontrado' }, 404) : undefined));
    expect(await screen.findByTestId('public-invalid')).toHaveTextContent('El enlace no es válido');
  });

  it('shows the server’s refusal of a visit that no longer waits for an answer', async () => {
    renderPage((call) => (call.method === 'POST' ? json({ message: 'Revisa los datos', errors: { answer: ['La visita ya no espera respuesta.'] } }, 422) : undefined));
    const page = await screen.findByTestId('public-delivery');
    fireEvent.click(await within(page).findByRole('button', { name: 'Confirmar' }));
    expect(await within(page).findByRole('alert')).toHaveTextContent('La visita ya no espera respuesta.');
  });
});
