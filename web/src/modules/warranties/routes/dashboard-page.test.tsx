import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import '../test/jsdom-gaps';
import { STATS_READER, statsOut } from '../test/stats-fixtures';
import DashboardPage from './dashboard-page';

vi.mock('../components/stats/lazy-charts', () => ({
  CountBarsChart: () => <div data-testid="chart" />,
  CountDonutChart: () => <div data-testid="chart" />,
  WeeksBarsChart: () => <div data-testid="chart" />,
}));

function renderDashboard(path: string, permissions = STATS_READER) {
  const stub = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/warranties/stats') return json({ data: statsOut() });
    if (url.pathname === '/api/warranties/units/summary') return json({ data: { total: 4, by_status: { new: 3, delivered: 1 } } });
    return json({ message: 'unexpected' }, 500);
  });
  const view = renderRoutes([{ path: '/warranties/dashboard/*', element: <DashboardPage /> }], { path, me: testMe({ permissions }) });
  return { ...stub, ...view };
}

describe('warranties dashboard (/warranties/dashboard)', () => {
  it('keeps the units by delivery status and shows the requests view at the bare address', async () => {
    const { calls } = renderDashboard('/warranties/dashboard');
    expect(await within(await screen.findByTestId('dashboard-new')).findByText('3')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-new')).toHaveAttribute('href', '/warranties/fichas?status=new');
    expect(await screen.findByTestId('stats-requests')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Solicitudes' })).toBeChecked();
    // The whole life of the project: no range, no other project.
    expect(calls.filter((call) => call.url.startsWith('/api/warranties/stats')).map((call) => call.url)).toEqual(['/api/warranties/stats']);
    expect(screen.getByRole('link', { name: 'Ver las solicitudes vivas: Menos de 1 día' })).toHaveAttribute('href', '/warranties/solicitudes?age=lt1');
  });

  it('moves to the efficiency view and back by its address', async () => {
    const { router } = renderDashboard('/warranties/dashboard/solicitudes');
    await screen.findByTestId('stats-requests');
    fireEvent.click(screen.getByRole('radio', { name: 'Eficiencia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/dashboard/eficiencia'));
    expect(await screen.findByTestId('stats-efficiency')).toBeInTheDocument();
    expect(screen.getByTestId('stats-close-median')).toHaveTextContent('2 días');
    expect(screen.queryByTestId('stats-requests')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Solicitudes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/dashboard/solicitudes'));
  });

  it('sends an unknown view to the bare dashboard', async () => {
    const { router } = renderDashboard('/warranties/dashboard/otra');
    await waitFor(() => expect(router.state.location.pathname).toBe('/warranties/dashboard'));
    expect(await screen.findByTestId('stats-requests')).toBeInTheDocument();
  });

  it('shows only the half of the module the user may read', async () => {
    const { calls } = renderDashboard('/warranties/dashboard', ['modulo_entregas']);
    await screen.findByTestId('dashboard-deliveries');
    expect(screen.queryByTestId('dashboard-after-sales')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/warranties/stats'))).toBe(false);
  });
});
