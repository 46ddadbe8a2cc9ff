import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { ChecklistNode, UnitType } from '../api/propietarios/types';
import PropietariosGlobalPage from './propietarios-global-page';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const unitType: UnitType = { id: 'ut-1', name: 'Tipo A', category: 'Departamento', surface: 54.5, rooms: 2, units_count: 3, nodes_count: 2, plans_count: 0, version: 1 };
const node = (overrides: Partial<ChecklistNode> & Pick<ChecklistNode, 'id' | 'level' | 'name'>): ChecklistNode => ({ parent_id: null, severity_id: null, position: 1, children: [], ...overrides });
const tree = [node({ id: 'n-area', level: 'area', name: 'Cocina', children: [node({ id: 'n-place', level: 'place', name: 'Mesón', parent_id: 'n-area' })] })];
const project = { name: 'Edificio Los Robles', address: null, municipal_reception_date: null, real_estate_name: null, real_estate_tax_id: null, legal_representative: null, legal_representative_tax_id: null, has_logo: false, version: 3 };
const page = (data: unknown[]) => ({ data, current_page: 1, total: data.length, rowsPerPage: 100, has_more: false });

/** The typed client hands fetch a Request: record it and answer by path. */
function stubServer(override: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      const answer = override(call);
      if (answer) return answer;
      if (call.path === '/api/warranties/project') return json({ data: project });
      if (call.path === '/api/warranties/severities') return json(page([{ id: 'sev-1', name: 'Grave', position: 1 }]));
      if (call.path === '/api/warranties/unit-types') return json(page([unitType]));
      if (call.path === '/api/warranties/unit-types/ut-1') return json({ data: { ...unitType, tree } });
      if (call.method === 'POST') return json({ data: node({ id: 'new', level: 'item', name: 'x' }) }, 201);
      return json({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

function renderPage() {
  return renderRoutes([{ path: '/config/propietarios/global', element: <PropietariosGlobalPage /> }], {
    path: '/config/propietarios/global?tipo=ut-1',
    me: testMe({ permissions: ['warranties.config'] }),
  });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  notifications.clean();
});

describe('owners’ configuration: global (/config/propietarios/global)', () => {
  it('shows the chosen unit type’s checklist as a tree and adds an item under a place', async () => {
    const calls = stubServer();
    renderPage();
    const editor = await screen.findByTestId('checklist-editor');
    expect(within(editor).getByRole('heading', { name: 'Lista de revisión de «Tipo A»' })).toBeInTheDocument();
    expect(within(editor).getAllByTestId('checklist-node').map((entry) => entry.getAttribute('data-level'))).toEqual(['area', 'place']);
    fireEvent.click(within(editor).getByRole('button', { name: 'Agregar ítem a «Mesón»' }));
    const input = within(editor).getByRole('textbox', { name: 'Nombre del nuevo ítem en «Mesón»' });
    fireEvent.change(input, { target: { value: 'Cubierta' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/warranties/unit-types/ut-1/nodes', body: { parent_id: 'n-place', name: 'Cubierta', severity_id: null } });
  });

  it('keeps a refused name under its input', async () => {
    stubServer((call) => (call.method === 'POST' ? json({ message: 'Revisa los datos', errors: { name: ['Ya existe un lugar con ese nombre.'] } }, 422) : undefined));
    renderPage();
    const editor = await screen.findByTestId('checklist-editor');
    fireEvent.click(within(editor).getByRole('button', { name: 'Agregar lugar a «Cocina»' }));
    const input = within(editor).getByRole('textbox', { name: 'Nombre del nuevo lugar en «Cocina»' });
    fireEvent.change(input, { target: { value: 'Mesón' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(editor).findByText('Ya existe un lugar con ese nombre.')).toBeInTheDocument();
  });

  it('saves the project’s data with the version read, and shows the read-only name', async () => {
    const calls = stubServer((call) => (call.method === 'PUT' ? json({ data: { ...project, real_estate_name: 'Inmobiliaria Sur', version: 4 } }) : undefined));
    renderPage();
    const card = await screen.findByTestId('project-data');
    expect(within(card).getByRole('textbox', { name: /^Nombre del proyecto/ })).toHaveAttribute('readonly');
    fireEvent.change(within(card).getByRole('textbox', { name: 'Inmobiliaria' }), { target: { value: 'Inmobiliaria Sur' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar datos del proyecto' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 3, real_estate_name: 'Inmobiliaria Sur', address: null });
  });

  it('says why a unit type that units use cannot be deleted', async () => {
    stubServer((call) => (call.method === 'DELETE' ? json({ message: 'Revisa los datos', errors: { unit_type: ['Hay unidades de esta tipología.'] } }, 422) : undefined));
    renderPage();
    const table = await screen.findByTestId('unit-types-table');
    fireEvent.click(await within(table).findByRole('button', { name: 'Eliminar «Tipo A»' }));
    fireEvent.click(await screen.findByTestId('confirm-delete-unit-type'));
    expect(await screen.findByText('Hay unidades de esta tipología.')).toBeInTheDocument();
  });
});
