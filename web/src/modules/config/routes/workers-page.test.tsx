import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Worker } from '../api/worker-types';
import ConfigModule from './config-module';

const worker: Worker = {
  id: 'w1',
  first_name: 'Juan',
  last_name: 'Soto Rivas',
  national_id: '12345678-5',
  id_kind: 'rut',
  contractor: 'Andamios Sur',
  position: 'Jornal',
  projects: [{ id: 'proj-1', name: 'Edificio Los Robles' }],
  active: true,
  version: 2,
  created_at: '2026-11-02T12:00:00Z',
};
const page = (data: unknown[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 20, has_more: false });

function renderWorkers(rows: Worker[], country = 'CL', post?: (call: RecordedCall) => Response, projectsReady: Promise<void> = Promise.resolve()) {
  const me = testMe({ permissions: ['config.workers.manage'] });
  me.company.country = country;
  const stub = stubFetch((call) => {
    if (call.method === 'POST' && post) return post(call);
    if (call.url.startsWith('/api/workers')) return page(rows);
    if (call.url.startsWith('/api/projects')) return projectsReady.then(() => page([{ id: 'proj-1', name: 'Edificio Los Robles' }]));
    if (call.method === 'PUT') return json({ data: { ...worker, active: false, version: 3 } });
    return json({ message: 'unexpected' }, 500);
  });
  return { ...stub, ...renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/trabajadores', me }) };
}

async function openNewWorker() {
  fireEvent.click(await screen.findByTestId('new-worker', {}, { timeout: 5000 }));
  return screen.findByTestId('worker-form');
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('workers (/config/trabajadores)', { timeout: 20_000 }, () => {
  it('lists workers with their RUT formatted, contractor and projects', async () => {
    renderWorkers([worker]);
    const table = await screen.findByTestId('workers-table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Juan Soto Rivas')).toBeInTheDocument();
    expect(within(table).getByText('12.345.678-5')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'RUT' })).toBeInTheDocument();
  });

  it('shows the empty state with import and create', async () => {
    renderWorkers([]);
    const empty = await screen.findByTestId('workers-empty', {}, { timeout: 5000 });
    expect(within(empty).getByText('Aún no hay trabajadores')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Importar' })).toBeInTheDocument();
  });

  it('refuses a RUT with a wrong check digit before sending', async () => {
    const { calls } = renderWorkers([]);
    const form = await openNewWorker();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Pedro' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Apellido/ }), { target: { value: 'Rojas' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^RUT/ }), { target: { value: '16.543.210-9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar trabajador' }));
    expect(await within(form).findByText('Ingresa un RUT válido.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks for a CPF in a Brazilian company and sends the active project', async () => {
    const { calls } = renderWorkers([], 'BR', () => json({ data: { ...worker, id_kind: 'cpf', national_id: '123.456.789-09' } }, 201));
    const form = await openNewWorker();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Apellido/ }), { target: { value: 'Silva' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^CPF/ }), { target: { value: '12345678909' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar trabajador' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ national_id: '12345678909', project_ids: ['proj-1'], active: true }));
  });

  it('gives a form opened before the projects arrived the active project once they do', async () => {
    let release: () => void = () => undefined;
    const { calls } = renderWorkers([], 'CL', () => json({ data: worker }, 201), new Promise<void>((resolve) => (release = resolve)));
    const form = await openNewWorker();
    expect(within(form).queryByText('Edificio Los Robles')).not.toBeInTheDocument();
    release();
    expect(await within(form).findByText('Edificio Los Robles')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Juan' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Apellido/ }), { target: { value: 'Soto' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^RUT/ }), { target: { value: '12.345.678-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar trabajador' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ project_ids: ['proj-1'] }));
  });
});
