import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch, type RecordedCall } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import ConfigModule from './config-module';

const settings = [
  { module: 'home', in_app: true, email: true },
  { module: 'cmanagement', in_app: true, email: false },
];
const notice = (id: string, module: string, read: boolean) => ({
  id,
  module,
  project_id: null,
  title: `Aviso ${id}`,
  body: 'Detalle del aviso',
  link: `/${module}`,
  read_at: read ? '2026-11-20T12:00:00Z' : null,
  created_at: '2026-11-20T10:00:00Z',
});
/** The page is a lazy chunk: its first render may take longer than a query's default second on a busy machine. */
const LAZY = { timeout: 5000 };
const forbidden = { message: 'No tiene permiso para ver las notificaciones de este módulo', code: 'notifications.module_forbidden', errors: {} };

function respond(call: RecordedCall): Response {
  const url = new URL(call.url, 'http://localhost');
  if (call.method === 'GET' && url.pathname === '/api/notification-settings') return json({ data: settings });
  if (call.method === 'PUT' && url.pathname.startsWith('/api/notification-settings/')) return json({ data: { module: url.pathname.split('/').pop(), ...(call.body as object) } });
  if (call.method === 'GET' && url.pathname === '/api/notifications') {
    const module = url.searchParams.get('module');
    if (module === 'concrete') return json(forbidden, 403);
    const all = [notice('1', 'cmanagement', false), notice('2', 'home', true)];
    const data = module ? all.filter((n) => n.module === module) : all;
    return json({ data, current_page: 1, total: data.length, rowsPerPage: 10, has_more: false });
  }
  if (call.method === 'POST' && url.pathname === '/api/notifications/read') return json({ data: { updated: 1 } });
  return json({ message: 'unexpected' }, 500);
}

function renderNotifications(path: string) {
  const stub = stubFetch(respond);
  const view = renderRoutes([{ path: '/config/*', element: <ConfigModule /> }], { path, me: testMe() });
  return { ...stub, ...view };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('notifications (/config/notificaciones)', () => {
  it('opens the settings tab by default and saves both channels of a module', async () => {
    const { calls, router } = renderNotifications('/config/notificaciones');
    const email = await screen.findByRole('switch', { name: 'Recibir por correo los avisos de Cmanagement' }, LAZY);
    expect(router.state.location.pathname).toBe('/config/notificaciones/configuracion');
    expect(screen.getByRole('switch', { name: 'Recibir por correo los avisos de General' })).toBeChecked();
    expect(email).not.toBeChecked();
    fireEvent.click(email);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/notification-settings/cmanagement');
    expect(put?.body).toEqual({ in_app: true, email: true });
    expect(email).toBeChecked();
  });

  it('opens from its entry in the configuration menu, which also folds out its two tabs', async () => {
    const { router } = renderNotifications('/config/cargos');
    fireEvent.click(await screen.findByTestId('config-nav-notificaciones'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/notificaciones/configuracion'));
    expect(await screen.findByRole('tab', { name: 'Configuración', selected: true }, LAZY)).toBeInTheDocument();
    expect(within(screen.getByTestId('config-nav')).getByRole('link', { name: 'Recibidas' })).toBeInTheDocument();
  });

  it('filters the received list by module and read state, kept in the address', async () => {
    const { calls, router } = renderNotifications('/config/notificaciones/recibidas');
    expect(await screen.findAllByTestId('received-notification', {}, LAZY)).toHaveLength(2);
    fireEvent.click(screen.getByRole('combobox', { name: 'Módulo' }));
    expect(await screen.findByRole('option', { name: 'Todos' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Hormigón' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Cmanagement' }));
    await waitFor(() => expect(screen.getAllByTestId('received-notification')).toHaveLength(1));
    expect(router.state.location.search).toBe('?module=cmanagement');

    fireEvent.click(screen.getByText('Sin leer'));
    await waitFor(() => expect(router.state.location.search).toBe('?module=cmanagement&status=unread'));
    const last = calls.filter((call) => call.url.startsWith('/api/notifications?')).pop();
    expect(last?.url).toContain('module=cmanagement');
    expect(last?.url).toContain('unread=true');
  });

  it('marks one notification as read', async () => {
    const { calls } = renderNotifications('/config/notificaciones/recibidas');
    const [unread] = await screen.findAllByTestId('received-notification', {}, LAZY);
    fireEvent.click(within(unread!).getByRole('button', { name: 'Marcar como leída' }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/notifications/read')?.body).toEqual({ ids: ['1'] }));
  });

  it("shows the server's refusal for a module the user cannot open", async () => {
    renderNotifications('/config/notificaciones/recibidas?module=concrete');
    const state = await screen.findByTestId('received-forbidden', {}, LAZY);
    expect(state).toHaveTextContent('No tiene permiso para ver las notificaciones de este módulo');
    fireEvent.click(within(state).getByRole('button', { name: 'Ver todas' }));
    expect(await screen.findAllByTestId('received-notification')).toHaveLength(2);
  });
});
