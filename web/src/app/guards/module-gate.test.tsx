import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes, testMe } from '@/test/render';
import { findModule } from '../routes/route-table';
import { ModuleGate } from './module-gate';

const routes = [{ path: '/concrete/*', element: <ModuleGate route={findModule('concrete')} /> }];

describe('module gate', () => {
  it('shows the no-permission page when the profile lacks the module', async () => {
    const me = testMe({ modules: [{ module: 'concrete', permission: 'modulo_hormigon', access: 'profile' }] });
    renderRoutes(routes, { path: '/concrete/placements', me });
    expect(await screen.findByText('Sin permisos para realizar esta acción')).toBeInTheDocument();
  });

  it('sends a plan-locked module to its landing with the upgrade request', async () => {
    stubFetch(() => json({ data: [], current_page: 1, total: 0, rowsPerPage: 100, has_more: false }));
    const me = testMe({ modules: [{ module: 'concrete', permission: 'modulo_hormigon', access: 'plan' }] });
    const { router } = renderRoutes(routes, { path: '/concrete/placements', me });
    expect(await screen.findByTestId('landing-concrete')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/concrete/landing');
    expect(await screen.findByRole('button', { name: 'Solicitar mejora de plan' })).toBeInTheDocument();
  });

  it('shows the state of an existing request', async () => {
    stubFetch(() =>
      json({
        data: [{ id: 'r1', module: 'concrete', kind: 'upgrade', status: 'in_progress', message: null, requested_by: null, created_at: '2026-01-10T10:00:00Z' }],
        current_page: 1,
        total: 1,
        rowsPerPage: 100,
        has_more: false,
      }),
    );
    const me = testMe({ modules: [{ module: 'concrete', permission: 'modulo_hormigon', access: 'plan' }] });
    renderRoutes(routes, { path: '/concrete', me });
    expect(await screen.findByText('Solicitud en proceso')).toBeInTheDocument();
  });

  it('opens the remembered route of a granted module and remembers new ones', async () => {
    window.localStorage.setItem('concrete_last_route', 'placements');
    const me = testMe({ modules: [{ module: 'concrete', permission: 'modulo_hormigon', access: 'granted' }] });
    const { router } = renderRoutes(routes, { path: '/concrete', me });
    expect(await screen.findByTestId('concrete-tab-placements', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/concrete/placements');
    await act(() => router.navigate('/concrete/uploader'));
    await waitFor(() => expect(window.localStorage.getItem('concrete_last_route')).toBe('uploader'));
  });

  it('shows not-found for an unknown sub-route', async () => {
    const me = testMe({ modules: [{ module: 'concrete', permission: 'modulo_hormigon', access: 'granted' }] });
    renderRoutes(routes, { path: '/concrete/nope', me });
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  });
});
