import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { resetPortalClient } from '../api/client';
import { readToken } from '../api/token';
import { home } from '../test/fixtures';
import { renderPortal } from '../test/render';

beforeEach(() => {
  resetPortalClient();
  // jsdom lays nothing out and has no canvas to measure text with: echarts says so, and measures by font size.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the home (/)', () => {
  it('greets the owner and shows their units, requests and figures with tables of the numbers', async () => {
    const { calls } = stubFetch(() => json({ data: home }));
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'Hola, Juana Rojas' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/portal/home');
    const card = screen.getByTestId('unit-card');
    expect(card).toHaveTextContent('Edificio Los Robles');
    expect(card).toHaveTextContent('Unidad 101');
    expect(card).toHaveTextContent('Piso 1');
    expect(within(card).getByTestId('open-requests')).toHaveTextContent('Solicitudes abiertas: 1');
    expect(card).toHaveTextContent(`Garantía hasta el ${new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date(2029, 0, 15))}`);
    expect(screen.getByRole('link', { name: 'Nueva solicitud' })).toHaveAttribute('href', '/solicitud/crear?unidad=u1');
    expect(screen.getByTestId('request-row')).toHaveTextContent('#7 · Filtración bajo el lavamanos');

    const byStatus = screen.getByRole('table', { name: 'Solicitudes por estado' });
    const rows = within(byStatus).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Nueva0', 'Asignada1', 'En curso0', 'Pospuesta0', 'Finalizada2']);
    const efficiency = screen.getByRole('table', { name: 'Eficiencia' });
    expect(within(efficiency).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Promedio para cerrar4,5 días', 'Visitas confirmadas2', 'Visitas por responder1', 'Visitas rechazadas0']);
    // The drawings are hidden from assistive technology: the tables carry the numbers.
    for (const chart of document.querySelectorAll('[data-chart="echarts"]')) expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says when there are no requests yet, with the button to make one', async () => {
    stubFetch(() => json({ data: { ...home, requests: [], stats: { by_status: [], open: 0, finished: 0, avg_days_to_close: null, visits: { confirmed: 0, waiting: 0, rejected: 0 } } } }));
    renderPortal();
    const empty = await screen.findByTestId('home-empty');
    expect(empty).toHaveTextContent('Aún no tienes solicitudes');
    expect(within(empty).getByRole('link', { name: 'Nueva solicitud' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('goes to sign in when the token is no longer valid', async () => {
    stubFetch(() => json({ message: 'No autenticado' }, 401));
    const { router } = renderPortal();
    expect(await screen.findByTestId('sign-in-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ingresar');
    expect(readToken()).toBeNull();
  });
});
