import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { BenchmarkOut } from '../api/types';
import BenchmarkModule from './benchmark-module';

// echarts does not draw in jsdom: the charts stand in as empty boxes, the numbers are what is checked.
vi.mock('../components/lazy-charts', () => ({
  RangeChartLazy: () => <div data-testid="range-chart" />,
  FamilyBarsLazy: () => <div data-testid="family-chart" />,
}));

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

const OWN_ONLY: BenchmarkOut = {
  opted_in: false,
  min_companies: 5,
  peers: null,
  metrics: [
    { key: 'failures_per_unit', own: 1.2345, peers: null },
    { key: 'days_to_close', own: 14.26, peers: null },
    { key: 'observations_per_verification', own: null, peers: null },
  ],
  families: [
    { family: 'finishes', own_share: 0.6, peers_share: null },
    { family: 'custom_family', own_share: 0.4, peers_share: null },
  ],
};

const WITH_PEERS: BenchmarkOut = {
  ...OWN_ONLY,
  opted_in: true,
  peers: 7,
  metrics: [
    { key: 'failures_per_unit', own: 1.2345, peers: { n: 7, p25: 0.8, median: 1.5, p75: 2.1 } },
    { key: 'days_to_close', own: 14.26, peers: { n: 6, p25: 5, median: 8, p75: 12 } },
    { key: 'observations_per_verification', own: null, peers: null },
  ],
  families: [
    { family: 'finishes', own_share: 0.6, peers_share: 0.45 },
    { family: 'custom_family', own_share: 0.4, peers_share: 0.3 },
    { family: 'installations', own_share: null, peers_share: 0.25 },
  ],
};

function renderBenchmark(responses: { get: BenchmarkOut; put: BenchmarkOut }) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      calls.push({ method: request.method, body: text ? (JSON.parse(text) as unknown) : undefined });
      const { pathname } = new URL(request.url);
      if (pathname === '/api/benchmark/opt-in' && request.method === 'PUT') return json({ data: responses.put });
      if (pathname === '/api/benchmark') return json({ data: responses.get });
      return json({ message: 'unexpected' }, 500);
    }),
  );
  const props = { module: 'benchmark', icon: () => null, access: 'granted', activation: null } as const;
  renderRoutes([{ path: '/benchmark/*', element: <BenchmarkModule {...props} /> }], { path: '/benchmark/comparacion', me: testMe({ permissions: ['modulo_benchmark'] }) });
  return calls;
}

const metric = (key: string) => screen.getAllByTestId('benchmark-metric').find((card) => card.dataset.metric === key)!;

describe('benchmark (/benchmark/comparacion)', { timeout: 30_000 }, () => {
  it('shows the own figures and why the sector is hidden, then opts in', async () => {
    const calls = renderBenchmark({ get: OWN_ONLY, put: WITH_PEERS });
    const card = await screen.findByTestId('benchmark-opt-in-card');
    expect(card).toHaveTextContent('Ninguna cifra del sector se calcula con menos de 5 empresas.');
    expect(screen.getByTestId('benchmark-participation')).toHaveTextContent('Tu empresa no participa');
    expect(within(metric('failures_per_unit')).getByTestId('metric-own')).toHaveTextContent('1,23');
    expect(within(metric('days_to_close')).getByTestId('metric-own')).toHaveTextContent('14,3');
    expect(within(metric('failures_per_unit')).getByTestId('metric-missing')).toHaveAttribute('data-reason', 'opt_in');
    expect(within(metric('observations_per_verification')).getByTestId('metric-no-data')).toBeInTheDocument();
    expect(screen.getByTestId('families-no-peers')).toHaveTextContent('Activa la participación');
    // A family the app has no word for is still named.
    expect(screen.getByTestId('families-table')).toHaveTextContent('Custom family');

    fireEvent.click(within(card).getByRole('switch'));
    await waitFor(() => expect(screen.getByTestId('benchmark-participation')).toHaveTextContent('Empresas participantes: 7.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ opt_in: true });
    const failures = metric('failures_per_unit');
    expect(within(failures).getByTestId('metric-median')).toHaveTextContent('1,5');
    expect(within(failures).getByTestId('metric-band')).toHaveTextContent('0,8 – 2,1');
    expect(within(failures).getByTestId('metric-standing')).toHaveTextContent('Mejor que la mediana');
    expect(within(metric('days_to_close')).getByTestId('metric-standing')).toHaveAttribute('data-standing', 'worst');
    expect(within(metric('observations_per_verification')).getByTestId('metric-missing')).toHaveAttribute('data-reason', 'few_with_figure');
    const rows = within(screen.getByTestId('families-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset.family)).toEqual(['finishes', 'custom_family', 'installations']);
    expect(rows[2]).toHaveTextContent('Instalaciones—25');
  });

  it('says when too few companies take part', async () => {
    renderBenchmark({ get: { ...OWN_ONLY, opted_in: true }, put: OWN_ONLY });
    expect(await screen.findByTestId('benchmark-participation')).toHaveTextContent('aún son menos de 5 empresas');
    expect(within(metric('failures_per_unit')).getByTestId('metric-missing')).toHaveAttribute('data-reason', 'few_companies');
  });

  it('tells a company without figures yet what will fill the screen', async () => {
    const families = OWN_ONLY.families.map((family) => ({ ...family, own_share: null }));
    renderBenchmark({ get: { ...OWN_ONLY, metrics: OWN_ONLY.metrics.map((entry) => ({ ...entry, own: null })), families }, put: OWN_ONLY });
    expect(await screen.findByTestId('benchmark-empty')).toHaveTextContent('Aún no hay cifras de tu empresa');
    expect(screen.getByTestId('families-empty')).toBeInTheDocument();
  });
});
