import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { Position } from '../api/types';
import ConfigModule from './config-module';

const position: Position = { id: 'pos-1', name: 'Jefe de Terreno', users_count: 2, version: 3, created_at: '2026-01-05T10:00:00Z' };
const page = (data: Position[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 20, has_more: false });
const manager = testMe({ permissions: ['config.positions.manage'] });

function respond(call: RecordedCall): Response {
  if (call.method === 'GET' && call.url.startsWith('/api/positions')) return page([position]);
  if (call.method === 'POST' && call.url === '/api/positions') {
    return json({ message: 'Revisa los datos', code: 'validation', errors: { name: ['Este valor ya está en uso.'] } }, 422);
  }
  if (call.method === 'PUT') return json({ data: { ...position, name: 'Jefa de Terreno', version: 4 } });
  return json({ message: 'unexpected' }, 500);
}

function renderPositions(me = manager) {
  const stub = stubFetch(respond);
  const view = renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/cargos', me });
  return { ...stub, ...view };
}

async function openNewPositionForm() {
  fireEvent.click(await screen.findByTestId('new-position'));
  const form = await screen.findByTestId('position-form');
  return { form, input: within(form).getByRole('textbox', { name: /Nombre del cargo/ }) };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('positions (/config/cargos)', () => {
  it('lists the positions with their users', async () => {
    renderPositions();
    const table = await screen.findByTestId('positions-table');
    expect(await within(table).findByText('Jefe de Terreno')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Editar el cargo Jefe de Terreno' })).toBeInTheDocument();
  });

  it('refuses two consecutive spaces and a too short or too long name before sending', async () => {
    const { calls } = renderPositions();
    const { form, input } = await openNewPositionForm();
    const submit = within(form).getByRole('button', { name: 'Crear cargo' });

    fireEvent.change(input, { target: { value: 'Jefe  de obra' } });
    fireEvent.click(submit);
    expect(await within(form).findByText('No se permiten dos espacios en blanco consecutivos.')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'J' } });
    fireEvent.click(submit);
    expect(await within(form).findByText('Debe tener al menos 2 caracteres.')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(submit);
    expect(await within(form).findByText('Debe tener como máximo 60 caracteres.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field error under the name", async () => {
    const { calls } = renderPositions();
    const { form, input } = await openNewPositionForm();
    fireEvent.change(input, { target: { value: '  Jefe de Terreno ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear cargo' }));
    expect(await within(form).findByText('Este valor ya está en uso.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Jefe de Terreno' });
  });

  it('renames with the version it read', async () => {
    const { calls } = renderPositions();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar el cargo Jefe de Terreno' }));
    const form = await screen.findByTestId('position-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /Nombre del cargo/ }), { target: { value: 'Jefa de Terreno' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/positions/pos-1');
    expect(put?.body).toEqual({ name: 'Jefa de Terreno', version: 3 });
  });

  it('shows the no-permission page without config.positions.manage', async () => {
    renderPositions(testMe({ permissions: ['config.users.manage'] }));
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByTestId('config-nav-cargos')).not.toBeInTheDocument();
  });
});
