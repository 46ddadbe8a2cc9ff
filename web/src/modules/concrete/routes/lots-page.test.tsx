import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { catalogs, page, stubServer, type Call } from '../components/placements/test-server';
import LotsPage from './lots-page';

const LOT = { id: 'l1', number: 1, type_id: 'ty1', type_name: 'H30', strength_mpa: 30, volume_m3: 45, limit_m3: 100, placements: 3, samples: 1, closed: false, verdict: 'pending', estimate_mpa: null, ticket_id: null, created_at: '' };
const BAD = { ...LOT, id: 'l2', number: 2, closed: true, verdict: 'non_conforming', estimate_mpa: 21.4, ticket_id: 't9', samples: 6 };
const SAMPLE = { id: 's1', lot_id: 'l1', code: 'M-1', laboratory_id: 'lab1', laboratory_name: 'Lab IDIEM', taken_on: '2026-02-01', age_days: 28, tested_on: '2026-03-01', specimens_mpa: [36, 37.5], result_mpa: 36.8 };

function server() {
  return stubServer((call: Call) => {
    if (call.path === '/api/concrete/lots') {
      const verdict = call.query.get('verdict');
      return json(page([LOT, BAD].filter((lot) => !verdict || lot.verdict === verdict)));
    }
    if (call.path === '/api/concrete/lots/l1') return json({ data: { ...LOT, samples_list: [SAMPLE], criteria: [], standard: 'nch1998' } });
    if (call.path === '/api/concrete/lots/l2') {
      const criteria = [{ name: 'fck_est', required_mpa: 30, actual_mpa: 21.4, passed: false }];
      return json({ data: { ...BAD, samples_list: [], criteria, standard: 'nbr12655' } });
    }
    if (call.path === '/api/concrete/lots/l1/samples' && call.method === 'POST') return json({ data: { ...SAMPLE, id: 's2', code: 'M-2' } }, 201);
    if (call.path === '/api/concrete/lots/l1/close' && call.method === 'POST') return json({ data: { ...LOT, closed: true } });
    return catalogs(call.path);
  });
}

function renderPage(permissions = ['modulo_hormigon', 'concrete.placements.edit']) {
  return renderRoutes([{ path: '/concrete/lots', element: <LotsPage /> }], { path: '/concrete/lots', me: testMe({ permissions }) });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => Object.assign(matchMedia(query), { matches: query.includes('min-width') || query.trim() === '' }));
});

describe('lots (/concrete/lots)', { timeout: 30_000 }, () => {
  it('lists the lots with volume against the limit and their verdict, and filters by verdict', async () => {
    const calls = server();
    renderPage();
    const table = await screen.findByTestId('lots-table');
    await within(table).findByText('N.º 2');
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.dataset.verdict)).toEqual(['pending', 'non_conforming']);
    expect(within(rows[1] as HTMLElement).getByText('45 / 100 m³')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('H30 · 30 MPa')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByTestId('verdict-badge')).toHaveTextContent('No conforme');
    fireEvent.click(screen.getByText('No conformes'));
    await waitFor(() => expect(calls.at(-1)?.query.get('verdict')).toBe('non_conforming'));
  });

  it('shows a non-conforming lot with its failed criterion, standard and ticket link', async () => {
    server();
    renderPage();
    fireEvent.click(await screen.findByText('N.º 2'));
    const verdict = await screen.findByTestId('lot-verdict');
    expect(verdict).toHaveTextContent('Veredicto según NBR 12655');
    expect(within(verdict).getByTestId('lot-criteria')).toHaveTextContent('Resistencia característica estimada: exige 30 MPa, obtiene 21,4 MPa');
    expect(screen.getByTestId('lot-ticket-link')).toHaveAttribute('href', '/cmanagement/tickets/t9/general');
    expect(screen.queryByTestId('lot-close')).not.toBeInTheDocument();
  });

  it('adds a sample with its specimens to an open lot', async () => {
    const calls = server();
    renderPage();
    fireEvent.click(await screen.findByText('N.º 1'));
    expect(await screen.findByTestId('samples-table')).toHaveTextContent('36 · 37,5');
    fireEvent.click(screen.getByTestId('sample-new'));
    const form = await screen.findByTestId('sample-form');
    fireEvent.change(within(form).getByLabelText(/^Código/), { target: { value: 'M-2' } });
    fireEvent.click(screen.getByTestId('sample-lab'));
    fireEvent.click(await screen.findByRole('option', { name: 'Lab IDIEM' }));
    fireEvent.change(within(form).getByLabelText(/Fecha de ensayo/), { target: { value: '2026-03-02' } });
    fireEvent.change(within(form).getByLabelText('Probeta 1 (MPa)'), { target: { value: '35' } });
    fireEvent.change(within(form).getByLabelText('Probeta 2 (MPa)'), { target: { value: '36,5' } });
    fireEvent.click(screen.getByTestId('sample-submit'));
    await waitFor(() => expect(screen.queryByTestId('sample-form')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ code: 'M-2', laboratory_id: 'lab1', age_days: 28, tested_on: '2026-03-02', specimens_mpa: [35, 36.5] });
    expect(screen.getByTestId('lot-close')).toBeInTheDocument();
  });

  it('hides sample and close actions from a reader', async () => {
    server();
    renderPage(['modulo_hormigon']);
    fireEvent.click(await screen.findByText('N.º 1'));
    await screen.findByTestId('samples-table');
    expect(screen.queryByTestId('sample-new')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lot-close')).not.toBeInTheDocument();
  });
});
