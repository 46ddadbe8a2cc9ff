import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { i18n, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { Me } from '@/lib/session';

export function testMe(overrides: Partial<Me> = {}): Me {
  return {
    user: {
      id: 'u1',
      username: 'ana',
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@constructora.cl',
      locale: 'es',
      email_verified: true,
      is_superadmin: false,
      position: { id: 'p1', name: 'Jefa de calidad' },
      profile: { id: 'pr1', name: 'Administrador' },
    },
    company: { id: 'c1', name: 'Constructora Andes', country: 'CL', plan: 'full', effective_plan: 'full', trial_ends_at: null, setup_completed: true },
    locale: 'es',
    permissions: [],
    active_project_id: 'proj-1',
    projects: [{ id: 'proj-1', name: 'Edificio Los Robles' }],
    modules: [],
    ...overrides,
  };
}

/** Renders routes in a memory router with every app provider; `me` pre-fills the session cache. */
export function renderRoutes(routes: RouteObject[], { path = '/', me }: { path?: string; me?: Me } = {}) {
  initI18n('es');
  void i18n.changeLanguage('es');
  const queryClient = createQueryClient();
  if (me) queryClient.setQueryData(['me'], me);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

export function Probe({ label }: { label: string }): ReactNode {
  return <div data-testid="probe">{label}</div>;
}
