import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { configurePortalClient } from '../api/client';
import { portalKeys } from '../api/keys';
import { storeToken } from '../api/token';
import type { Owner } from '../api/types';
import { createPortalI18n } from '../i18n/portal-i18n';
import { portalRoutes } from '../router';
import { PortalProviders } from '../shell/portal-providers';

export const owner: Owner = {
  id: 'o1',
  name: 'Juana Rojas',
  email: 'juana@correo.cl',
  phone: null,
  has_password: false,
  company_name: 'Constructora Andes',
  locale: 'es',
};

interface RenderOptions {
  path?: string;
  /** Signed in: a token in storage and the owner in the cache. */
  signedIn?: boolean;
  routes?: RouteObject[];
}

/** Renders the portal's route table (or `routes`) in a memory router, with its providers, in Spanish. */
export function renderPortal({ path = '/', signedIn = true, routes = portalRoutes }: RenderOptions = {}) {
  const i18n = createPortalI18n('es');
  const queryClient = createQueryClient();
  if (signedIn) {
    storeToken('tok-1');
    queryClient.setQueryData(portalKeys.me(), owner);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  configurePortalClient({ locale: () => i18n.language, onUnauthorized: () => void router.navigate('/ingresar') });
  const view = render(
    <PortalProviders queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...view, router, queryClient, i18n };
}

/** One component inside the providers, at `/`. */
export function renderInPortal(element: ReactNode, options: Omit<RenderOptions, 'routes' | 'path'> = {}) {
  return renderPortal({ ...options, routes: [{ path: '*', element }] });
}
