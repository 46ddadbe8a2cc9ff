import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { ImportCheck, ImportUpload } from '../api/user-import-types';
import ConfigModule from './config-module';
// Loaded up front, so the lazy routes do not spend the first test's time budget on the import.
import './user-import-page';
import './user-imports-page';

const upload: ImportUpload = {
  import: { id: 'imp-1', source: 'file', file_name: 'usuarios.csv', status: 'draft', rows_total: 3, created_count: 0, error_count: 0, created_by: null, created_at: '2026-03-01T10:00:00Z' },
  columns: ['Nombre', 'Apellido', 'Usuario', 'Correo', 'Cargo'],
  sample: [['José', 'Pérez', 'jperez', 'jose@andes.cl', 'Jefe de Terreno']],
  suggested: { first_name: 0, last_name: 1, username: 2, email: 3, position: 4 },
};
const positions = [
  { name: 'Jefe de Terreno', rows: 2, position_id: 'pos-1' },
  { name: 'Astronauta', rows: 1, position_id: null },
];
const check = (overrides: Partial<ImportCheck> = {}): ImportCheck => ({
  rows_total: 3,
  valid_rows: 1,
  error_count: 2,
  errors: [
    { row: 4, field: 'position', kind: 'unknown', value: 'Astronauta', message: 'El cargo no existe en la empresa.' },
    { row: 3, field: 'username', kind: 'duplicated', value: 'jperez', message: 'Duplicado en el archivo (fila 2).' },
  ],
  positions,
  by_profile: { Supervisor: 1 },
  by_project: { 'Torre Central': 1 },
  preview: [{ row: 2, first_name: 'José', last_name: 'Pérez', username: 'jperez', email: 'jose@andes.cl', position: 'Jefe de Terreno', profile: 'Supervisor', projects: ['Torre Central'] }],
  ...overrides,
});
const page = (data: unknown[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 200, has_more: false });

type Answer = (call: RecordedCall, path: string) => Response | undefined;

function server(answer: Answer = () => undefined) {
  return (call: RecordedCall): Response => {
    const path = new URL(call.url, 'http://localhost').pathname;
    const own = answer(call, path);
    if (own) return own;
    // The upload goes through the typed client, which hands fetch a whole Request (method not in `init`).
    if (path === '/api/user-imports' && call.url.startsWith('http')) return json({ data: upload }, 201);
    if (path === '/api/projects') return page([{ id: 'proj-1', name: 'Edificio Los Robles' }, { id: 'proj-3', name: 'Torre Central' }]);
    if (path === '/api/profiles') return page([{ id: 'pr-2', name: 'Supervisor' }]);
    if (path === '/api/user-imports/imp-1/check') return json({ data: check({ errors: [], error_count: 0, valid_rows: 0, by_profile: {}, by_project: {}, preview: [] }) });
    return json({ message: 'unexpected' }, 500);
  };
}

function renderWizard(answer?: Answer) {
  const stub = stubFetch(server(answer));
  renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/usuarios/importar', me: testMe({ permissions: ['config.users.manage'] }) });
  return stub;
}

const checks = (calls: RecordedCall[]) => calls.filter((call) => call.url.endsWith('/check'));
const next = () => fireEvent.click(screen.getByTestId('import-next'));

async function uploadFile() {
  const input = await screen.findByLabelText('Archivo de usuarios', {}, { timeout: 5000 });
  fireEvent.change(input, { target: { files: [new File(['Nombre\nJosé'], 'usuarios.csv', { type: 'text/csv' })] } });
  return screen.findByTestId('import-step-projects');
}

async function choose(name: string | RegExp, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

// Long click paths through Mantine selects: slow on a busy machine.
describe('user import wizard (/config/usuarios/importar)', { timeout: 30_000 }, () => {
  it('refuses a file that is not .xlsx or .csv without uploading it', async () => {
    const { calls } = renderWizard();
    fireEvent.change(await screen.findByLabelText('Archivo de usuarios', {}, { timeout: 5000 }), { target: { files: [new File(['x'], 'usuarios.xls')] } });
    expect(await screen.findByTestId('import-file-error')).toHaveTextContent('Solo se aceptan archivos .xlsx o .csv.');
    expect(calls.some((call) => call.url.includes('/api/user-imports'))).toBe(false);
  });

  it('needs a project, then every required column, before asking the server', async () => {
    // The server found no column for the e-mail.
    const { calls } = renderWizard((call, path) =>
      path === '/api/user-imports' && call.url.startsWith('http') ? json({ data: { ...upload, suggested: { ...upload.suggested, email: null } } }, 201) : undefined,
    );
    await uploadFile();
    next();
    expect(await screen.findByText('Elige al menos un proyecto.')).toBeInTheDocument();
    await choose(/^Proyectos/, 'Torre Central');
    next();
    await screen.findByTestId('import-step-mapping');
    next();
    expect(await screen.findByText('Asigna una columna a este campo.')).toBeInTheDocument();
    expect(checks(calls)).toHaveLength(0);
  });

  it('goes through the steps and lists the errors by row, with the confirmation disabled', async () => {
    let summary = false;
    const { calls } = renderWizard((call, path) => {
      if (path !== '/api/user-imports/imp-1/check') return undefined;
      const plan = call.body as { roles: unknown[] };
      return json({ data: summary && plan.roles.length > 0 ? check() : check({ errors: [], error_count: 0 }) });
    });
    await uploadFile();
    await choose(/^Proyectos/, 'Torre Central');
    next();
    await screen.findByTestId('import-step-mapping');
    next();
    await screen.findByTestId('import-step-roles');
    expect(screen.getByTestId('import-unknown-position')).toHaveTextContent('El cargo no existe en la empresa');
    next();
    expect(await screen.findByText('Elige un perfil para este cargo.')).toBeInTheDocument();
    await choose('Perfil para Jefe de Terreno', 'Supervisor');
    next();
    await screen.findByTestId('import-step-role-projects');
    summary = true;
    next();
    await screen.findByTestId('import-step-summary');

    expect(checks(calls).at(-1)?.body).toEqual({
      project_ids: ['proj-3'],
      mapping: { first_name: 0, last_name: 1, username: 2, email: 3, position: 4, profile: null },
      roles: [
        { position: 'Jefe de Terreno', profile_id: 'pr-2', project_ids: null },
        { position: 'Astronauta', profile_id: null, project_ids: null },
      ],
      send_invitations: true,
    });
    const rows = screen.getAllByTestId('import-error-row');
    expect(rows.map((row) => row.dataset.row)).toEqual(['3', '4']);
    expect(rows[0]).toHaveTextContent('Nombre de usuarioDuplicadojperezDuplicado en el archivo (fila 2).');
    expect(screen.getByTestId('import-confirm')).toBeDisabled();
    expect(screen.getByTestId('import-blocked')).toHaveTextContent('Corrige el archivo y súbelo de nuevo');

    await choose('Tipo de error', 'No existe (1)');
    await waitFor(() => expect(screen.getAllByTestId('import-error-row')).toHaveLength(1));
    expect(screen.getByTestId('import-error-row')).toHaveTextContent('Astronauta');
  });
});

describe('import history (/config/usuarios/importaciones)', { timeout: 15_000 }, () => {
  it('lists each import with its file, counts and result', async () => {
    stubFetch(() => page([{ ...upload.import, status: 'completed', created_count: 3, created_by: { id: 'u1', name: 'Ana Pérez' } }]));
    renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/usuarios/importaciones', me: testMe({ permissions: ['config.users.manage'] }) });
    expect(await screen.findByText('por Ana Pérez', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('import-file-link')).toHaveAttribute('href', '/api/user-imports/imp-1/file');
    expect(screen.getByTestId('import-file-link')).toHaveAccessibleName('Descargar usuarios.csv');
    expect(screen.getByTestId('import-status')).toHaveTextContent('Completada');
    expect(screen.getByTestId('import-counts')).toHaveTextContent('3 filas3 creados0 errores');
  });

  it('says when there are none yet', async () => {
    stubFetch(() => page([]));
    renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/usuarios/importaciones', me: testMe({ permissions: ['config.users.manage'] }) });
    expect(await screen.findByText('Aún no hay importaciones')).toBeInTheDocument();
  });
});
