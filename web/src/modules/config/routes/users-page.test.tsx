import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { User, UserLimits } from '../api/types';
import ConfigModule from './config-module';
// Loaded up front, so the lazy route does not spend the first test's time budget on the import.
import './users-page';

const base = { locale: 'es', email_verified: true, has_signature: false, signature_verified: false, last_login_at: null, created_at: '2026-01-05T10:00:00Z' };
const marta: User = {
  ...base,
  id: 'u7',
  first_name: 'Marta',
  last_name: 'Rojas',
  username: 'marta.rojas',
  email: 'marta@constructora.cl',
  position: { id: 'pos-1', name: 'Jefe de Terreno' },
  profile: { id: 'pr-2', name: 'Inspector' },
  projects: [{ id: 'proj-1', name: 'Edificio Los Robles' }],
  enabled: true,
  in_session: true,
  version: 4,
};
const jorge: User = { ...marta, id: 'u8', first_name: 'Jorge', last_name: 'Castillo', username: 'jorge', email: null, enabled: false, in_session: false, version: 2 };
const limits: UserLimits = { company: { max: 5, active: 3 }, groups: [], projects: [{ id: 'proj-1', name: 'Edificio Los Robles', max: 2, active: 2 }], open_request: null };
const page = (data: unknown[]) => json({ data, current_page: 1, total: data.length, rowsPerPage: 200, has_more: false });
const limitReached = {
  message: 'Se alcanzó el límite de usuarios activos',
  code: 'user_limit',
  errors: {},
  detail: 'Proyecto Edificio Los Robles: 3 de 2 usuarios activos.',
};

type Answer = (call: RecordedCall) => Response | undefined;

function server(answer: Answer = () => undefined) {
  return (call: RecordedCall): Response => {
    const path = call.url.split('?')[0] ?? '';
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && path === '/api/users') return page([marta, jorge]);
    if (call.method === 'GET' && path === '/api/user-limits') return json({ data: limits });
    if (call.method === 'GET' && path === '/api/positions') return page([{ id: 'pos-1', name: 'Jefe de Terreno' }, { id: 'pos-2', name: 'Supervisor de Obra' }]);
    if (call.method === 'GET' && path === '/api/profiles') return page([{ id: 'pr-2', name: 'Inspector' }]);
    if (call.method === 'GET' && path === '/api/projects') return page([{ id: 'proj-1', name: 'Edificio Los Robles' }, { id: 'proj-3', name: 'Torre Central' }]);
    return json({ message: 'unexpected' }, 500);
  };
}

function renderUsers(answer?: Answer, me = testMe({ permissions: ['config.users.manage'] })) {
  const stub = stubFetch(server(answer));
  renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path: '/config/usuarios', me });
  return stub;
}

/** A field by its label, with or without the required asterisk. */
const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const type = (form: HTMLElement, text: string, value: string) => fireEvent.change(within(form).getByLabelText(label(text)), { target: { value } });

async function choose(form: HTMLElement, field: string, option: string) {
  fireEvent.click(within(form).getByRole('combobox', { name: label(field) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillNewUser() {
  fireEvent.click(await screen.findByTestId('new-user'));
  const form = await screen.findByTestId('user-form');
  type(form, 'Nombre', 'Pablo');
  type(form, 'Apellido', 'Soto');
  type(form, 'Nombre de usuario', 'pablo.soto');
  await choose(form, 'Cargo', 'Supervisor de Obra');
  await choose(form, 'Perfil', 'Inspector');
  await choose(form, 'Proyectos', 'Torre Central');
  type(form, 'Contraseña', 'Obra2026x');
  return form;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

// Filling a whole form through Mantine's selects in jsdom takes a few seconds.
describe('users (/config/usuarios)', { timeout: 30_000 }, () => {
  it('lists the users with their status, who is signed in, and the user limit', async () => {
    renderUsers();
    // The first render of the suite also loads Mantine's and the table's code: more than the default second.
    const table = await screen.findByTestId('users-table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Marta Rojas')).toBeInTheDocument();
    expect(within(table).getAllByTestId('user-status').map((badge) => badge.textContent)).toEqual(['Activo', 'Inactivo']);
    expect(within(table).getAllByTestId('user-in-session')).toHaveLength(1);
    expect(await screen.findByTestId('user-limits-company')).toHaveTextContent('Usuarios activos: 3 de 5');
    expect(screen.getByTestId('user-limits')).toHaveTextContent('Edificio Los Robles: 2 de 2');
  });

  it("refuses different passwords with 'Valores no coinciden' before sending, then creates the user", async () => {
    const { calls } = renderUsers((call) => (call.method === 'POST' && call.url === '/api/users' ? json({ data: { ...marta, id: 'u9', first_name: 'Pablo', last_name: 'Soto' } }, 201) : undefined));
    const form = await fillNewUser();
    type(form, 'Repite la contraseña', 'Obra2026y');
    fireEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(form).findByText('Valores no coinciden')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type(form, 'Repite la contraseña', 'Obra2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      first_name: 'Pablo',
      last_name: 'Soto',
      username: 'pablo.soto',
      email: null,
      position_id: 'pos-2',
      profile_id: 'pr-2',
      project_ids: ['proj-3'],
      password: 'Obra2026x',
      password_confirmation: 'Obra2026x',
      locale: 'es',
    });
    await waitFor(() => expect(screen.queryByTestId('user-form')).not.toBeInTheDocument());
  });

  it('answers the user limit with its dialog and sends the request for more users', async () => {
    const request = { id: 'r1', company_id: 'c1', module: null, kind: 'users', status: 'sent', message: 'Diez más', requested_by: 'u1', created_at: '2026-03-02T10:00:00Z', updated_at: '2026-03-02T10:00:00Z' };
    const { calls } = renderUsers((call) => {
      if (call.method === 'POST' && call.url === '/api/users') return json(limitReached, 422);
      if (call.method === 'POST' && call.url === '/api/activation-requests') return json({ data: request }, 201);
      return undefined;
    });
    const form = await fillNewUser();
    type(form, 'Repite la contraseña', 'Obra2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));

    const dialog = await screen.findByTestId('user-limit-dialog');
    expect(screen.getByRole('dialog', { name: 'Se alcanzó el límite de usuarios activos' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('user-limit-detail')).toHaveTextContent('Proyecto Edificio Los Robles: 3 de 2 usuarios activos.');
    fireEvent.change(within(dialog).getByLabelText('Mensaje para el equipo de Obra (opcional)'), { target: { value: 'Diez más' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar más usuarios' }));
    expect(await within(dialog).findByTestId('user-request-status')).toHaveTextContent('Solicitud de más usuarios: enviada');
    expect(calls.find((call) => call.url === '/api/activation-requests')?.body).toEqual({ kind: 'users', message: 'Diez más' });
  });

  it("shows 'Sin cambios para enviar' without calling the server when nothing changed", async () => {
    const { calls } = renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a Marta Rojas' }));
    const form = await screen.findByTestId('user-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Sin cambios para enviar')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('asks before changing a username, then saves with the confirmation and the version read', async () => {
    const { calls } = renderUsers((call) => (call.method === 'PUT' ? json({ data: { ...marta, username: 'mrojas', version: 5 } }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a Marta Rojas' }));
    const form = await screen.findByTestId('user-form');
    type(form, 'Nombre de usuario', 'mrojas');
    expect(within(form).getByTestId('username-change-warning')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cambiar nombre de usuario' });
    expect(confirm).toHaveTextContent('pasará de «marta.rojas» a «mrojas»');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cambiar y guardar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/users/u7');
    expect(put?.body).toMatchObject({ username: 'mrojas', version: 4, confirm_username_change: true });
    expect(put?.body).not.toHaveProperty('password');
  });

  it('deactivates after confirmation, sending the version read', async () => {
    const { calls } = renderUsers((call) => (call.method === 'PUT' ? json({ data: { ...marta, enabled: false, version: 5 }, message: 'Usuario desactivado.' }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar a Marta Rojas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desactivar usuario' });
    expect(confirm).toHaveTextContent('Sus sesiones activas se cerrarán');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/users/u7/enabled');
    expect(put?.body).toEqual({ enabled: false, version: 4 });
  });

  it('mass-edits the selected users after a confirmation naming how many change', async () => {
    const { calls } = renderUsers((call) => (call.method === 'POST' && call.url === '/api/users/bulk' ? json({ data: { updated: 2 }, message: '2 usuario(s) actualizado(s).' }) : undefined));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Marta Rojas' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Jorge Castillo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edición masiva (2)' }));
    const form = await screen.findByTestId('bulk-form');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Cambiar cargo' }));
    await choose(form, 'Cargo', 'Supervisor de Obra');
    fireEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByTestId('bulk-confirm');
    expect(confirm).toHaveTextContent('Se modificarán 2 usuarios');
    expect(confirm).toHaveTextContent('Cargo: Supervisor de Obra');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aplicar a 2 usuarios' }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/users/bulk')).toBeDefined());
    expect(calls.find((call) => call.url === '/api/users/bulk')?.body).toEqual({ ids: ['u7', 'u8'], position_id: 'pos-2' });
  });

  it('shows the no-permission page without config.users.manage', async () => {
    renderUsers(undefined, testMe({ permissions: ['config.positions.manage'] }));
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByTestId('config-nav-usuarios')).not.toBeInTheDocument();
  });
});
