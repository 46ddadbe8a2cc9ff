import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { UsageOut } from '../api/types';
import UsagePage from './usage-page';

// echarts needs a layout jsdom does not have: a stand-in says which chart would show; the tables carry the numbers.
vi.mock('../components/lazy-charts', () => ({
  ActivityChartLazy: () => <div data-testid="chart" />,
  ModulesChartLazy: () => <div data-testid="chart" />,
}));

const usage = (overrides: Partial<UsageOut> = {}): UsageOut => ({
  from: '2026-03-01',
  to: '2026-03-03',
  granularity: 'day',
  totals: { active_users: 2, sessions: 3, actions: 1234 },
  series: [
    { period: '2026-03-01', active_users: 1, sessions: 1, actions: 1000 },
    { period: '2026-03-02', active_users: 2, sessions: 2, actions: 234 },
    { period: '2026-03-03', active_users: 0, sessions: 0, actions: 0 },
  ],
  modules: [
    { module: 'concrete', actions: 1200, users: 2 },
    { module: 'bim', actions: 34, users: 1 },
  ],
  actions: [
    { module: 'concrete', action: 'view', count: 1100 },
    { module: 'concrete', action: 'create', count: 100 },
    { module: 'bim', action: 'view', count: 34 },
  ],
  projects: [{ project_id: 'proj-1', name: 'Edificio Los Robles', actions: 1234, users: 2 }],
  ...overrides,
});

function renderUsage(path: string, answer: () => Response) {
  const stub = stubFetch((call) => (new URL(call.url, 'http://localhost').pathname === '/api/ocinsights/usage' ? answer() : json({ message: 'unexpected' }, 500)));
  const view = renderRoutes([{ path: '/ocinsights/uso', element: <UsagePage /> }], { path, me: testMe({ permissions: ['usabilidad'] }) });
  const asked = () => stub.calls.map((call) => new URL(call.url, 'http://localhost').searchParams);
  return { ...view, asked };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('usage page', () => {
  it('shows the headline numbers, the module names and the actions by kind', async () => {
    const { asked } = renderUsage('/ocinsights/uso?from=2026-03-01&to=2026-03-03', () => json({ data: usage() }));
    expect(await screen.findByTestId('usage-dashboard')).toBeInTheDocument();
    expect(within(screen.getByTestId('kpi-actions')).getByTestId('kpi-value')).toHaveTextContent('1234');
    const rows = within(screen.getByTestId('usage-actions-table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^Hormigón/);
    expect(rows[2]).toHaveTextContent(/^Visor BIM/);
    expect(screen.getByTestId('usage-projects-table')).toHaveTextContent('Edificio Los Robles');
    const params = asked()[0]!;
    expect(params.get('from')).toBe('2026-03-01');
    expect(params.get('to')).toBe('2026-03-03');
    expect(params.get('granularity')).toBe('day');
    expect(params.has('project_id')).toBe(false);
  });

  it('asks again by week and for a project', async () => {
    const { asked } = renderUsage('/ocinsights/uso?from=2026-03-01&to=2026-03-03', () => json({ data: usage() }));
    await screen.findByTestId('usage-dashboard');
    await userEvent.click(screen.getByText('Semana'));
    await waitFor(() => expect(asked().at(-1)?.get('granularity')).toBe('week'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Proyecto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Edificio Los Robles' }));
    await waitFor(() => expect(asked().at(-1)?.get('project_id')).toBe('proj-1'));
  });

  it('says when nothing happened, and refuses a range over 366 days without asking', async () => {
    const quiet = usage({ totals: { active_users: 0, sessions: 0, actions: 0 }, modules: [], actions: [], projects: [] });
    const { asked } = renderUsage('/ocinsights/uso?from=2024-01-01&to=2024-01-31', () => json({ data: quiet }));
    expect(await screen.findByTestId('usage-empty')).toHaveTextContent('Sin actividad en este periodo');
    const calls = asked().length;
    renderUsage('/ocinsights/uso?from=2020-01-01&to=2024-01-31', () => json({ data: quiet }));
    expect(await screen.findByText('El periodo no puede superar 366 días.')).toBeInTheDocument();
    expect(asked()).toHaveLength(calls);
  });

  it('shows a failure in place with a retry', async () => {
    let fail = true;
    renderUsage('/ocinsights/uso', () => (fail ? json({ message: 'Ha ocurrido un error' }, 500) : json({ data: usage() })));
    expect(await screen.findByTestId('usage-load-error')).toHaveTextContent('Ha ocurrido un error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('usage-dashboard')).toBeInTheDocument();
  });
});
