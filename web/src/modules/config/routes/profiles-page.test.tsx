import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import type { PermissionGroup, Profile } from '../api/types';
import ProfilesPage from './profiles-page';

const catalogue: PermissionGroup[] = [
  {
    group: 'hormigon',
    permissions: [
      { key: 'modulo_hormigon', is_module: true, grantable: true },
      { key: 'concrete.placements.edit', is_module: false, grantable: true },
    ],
  },
  { group: 'insights', permissions: [{ key: 'ryr', is_module: true, grantable: false }] },
];

const base = { module_disabled: false, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-02T10:00:00Z' };
const admin: Profile = { ...base, id: 'p1', name: 'Administrador', is_admin: true, permissions: ['modulo_hormigon', 'concrete.placements.edit'], users_count: 1, version: 1 };
const contractor: Profile = { ...base, id: 'p2', name: 'Contratista', is_admin: false, permissions: ['concrete.placements.edit'], users_count: 3, version: 7 };
const supervisor: Profile = { ...base, id: 'p3', name: 'Supervisor', is_admin: false, permissions: [], users_count: 0, version: 2 };
const profiles = [admin, contractor, supervisor];

/** The server of these tests; `deleteAnswer` decides how DELETE /api/profiles/{id} answers. */
function server(deleteAnswer: (call: RecordedCall) => Response = () => new Response(null, { status: 204 })) {
  return (call: RecordedCall): Response => {
    const path = call.url.split('?')[0] ?? '';
    if (call.method === 'GET' && path === '/api/permissions') return json({ data: catalogue });
    if (call.method === 'GET' && path === '/api/profiles') return json({ data: profiles, current_page: 1, total: 3, rowsPerPage: 200, has_more: false });
    const one = profiles.find((profile) => path === `/api/profiles/${profile.id}`);
    if (call.method === 'GET' && one) return json({ data: one });
    if (call.method === 'PUT' && path === '/api/profiles/p2/permissions/modulo_hormigon') {
      return json({ data: { ...contractor, permissions: ['modulo_hormigon', 'concrete.placements.edit'], version: 8 } });
    }
    if (call.method === 'PUT' && path === '/api/profiles/p2/permissions/concrete.placements.edit') {
      return json({ message: 'Otro usuario modificó este registro. Recarga e inténtalo de nuevo.', code: 'conflict', errors: {} }, 409);
    }
    if (call.method === 'POST' && path === '/api/profiles/p3/duplicate') {
      return json({ data: { ...supervisor, id: 'p4', name: (call.body as { name: string }).name, version: 1 } }, 201);
    }
    if (call.method === 'DELETE') return deleteAnswer(call);
    return json({ message: 'unexpected' }, 500);
  };
}

function renderProfiles(selected: string, respond = server()) {
  const stub = stubFetch(respond);
  const me = testMe({ permissions: ['config.profiles.manage'] });
  renderRoutes([{ path: '/config/permisos', element: <ProfilesPage /> }], { path: `/config/permisos?perfil=${selected}`, me });
  return stub;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('profiles and permissions (/config/permisos)', () => {
  it('sends one switch as PUT /api/profiles/{id}/permissions/{key} with the version read', async () => {
    const { calls } = renderProfiles('p2');
    const toggle = await screen.findByRole('switch', { name: 'Acceso al módulo Hormigón' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Acceso al módulo Hormigón' })).toBeChecked());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/profiles/p2/permissions/modulo_hormigon');
    expect(put?.body).toEqual({ granted: true, version: 7 });
  });

  it('reloads the profile when the server answers 409 to a switch', async () => {
    const { calls } = renderProfiles('p2');
    fireEvent.click(await screen.findByRole('switch', { name: 'Registrar y editar hormigonados' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/profiles/p2'))).toHaveLength(2));
    expect(await screen.findByRole('switch', { name: 'Registrar y editar hormigonados' })).toBeChecked();
  });

  it('duplicates a profile under "<name> (copia)" and opens the copy', async () => {
    const { calls } = renderProfiles('p3');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicar' }));
    const form = await screen.findByTestId('profile-duplicate-form');
    expect(within(form).getByRole('textbox', { name: /Nombre del perfil/ })).toHaveValue('Supervisor (copia)');
    fireEvent.click(within(form).getByRole('button', { name: 'Duplicar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Supervisor (copia)' }));
    // The answer is the copy itself: it opens without another request.
    await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('Supervisor (copia)'));
  });

  it('shows a key the user cannot grant disabled, with the reason', async () => {
    renderProfiles('p2');
    const locked = await screen.findByRole('switch', { name: 'Acceso a Información técnica (exclusivo del proveedor)' });
    expect(locked).toBeDisabled();
    expect(screen.getByText('No puedes otorgar este permiso.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Registrar y editar hormigonados' })).toBeEnabled();
  });

  it("shows the administrator profile's permissions on and locked", async () => {
    renderProfiles('p1');
    expect(await screen.findByTestId('admin-alert')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Acceso al módulo Hormigón' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('offers moving the users when the server refuses to delete a profile that has them, then retries', async () => {
    const answer = (call: RecordedCall) =>
      (call.body as { move_users_to?: string }).move_users_to
        ? new Response(null, { status: 204 })
        : json({ message: 'Revisa los datos', code: 'validation', errors: { id: ['El perfil tiene 3 usuario(s). Elige otro perfil al que moverlos para eliminarlo.'] } }, 422);
    const { calls } = renderProfiles('p2', server(answer));

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByTestId('delete-profile');
    expect(within(dialog).queryByTestId('move-users-to')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('confirm-delete-profile'));

    expect(await within(dialog).findByText(/El perfil tiene 3 usuario\(s\)/)).toBeInTheDocument();
    const retry = within(dialog).getByRole('button', { name: 'Mover usuarios y eliminar' });
    expect(retry).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Mover sus usuarios al perfil/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Supervisor' }));
    fireEvent.click(retry);

    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.method === 'DELETE');
    expect(first?.url).toBe('/api/profiles/p2');
    expect(first?.body).toEqual({});
    expect(second?.body).toEqual({ move_users_to: 'p3' });
    await waitFor(() => expect(screen.queryByTestId('delete-profile')).not.toBeInTheDocument());
  });
});
