import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import HomePage from './routes/home-page';
import LinkPage from './routes/link-page';
import NotFoundPage from './routes/not-found-page';
import RouteErrorPage from './routes/route-error-page';
import SignInPage from './routes/sign-in-page';
import { EmbedFrame } from './shell/embed-frame';
import { OwnerLayout } from './shell/owner-layout';
import { RootFrame } from './shell/root-frame';

export const PORTAL_BASENAME = '/app/propietarios';

/**
 * A screen loaded when first opened: the first screens (sign-in, link, home) come with the page, the rest (the
 * request with its signature pad, the form, the unit, the account) as they are needed.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** The portal's screens, the same under `/` and under `/portal/:projectId` (the company's iframe). */
export const portalScreens: RouteObject[] = [
  { path: 'ingresar', element: <SignInPage /> },
  { path: 'enlace/:token', element: <LinkPage /> },
  {
    element: <OwnerLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'unidad/:unitId', lazy: screen(() => import('./routes/unit-page')) },
      { path: 'solicitud/crear', lazy: screen(() => import('./routes/create-request-page')) },
      { path: 'solicitud/:id', lazy: screen(() => import('./routes/request-page')) },
      { path: 'cuenta', lazy: screen(() => import('./routes/account-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table: the iframe's frame first, so `/portal/…` is never read as a screen of the root. */
export const portalRoutes: RouteObject[] = [
  { path: '/portal/:projectId', element: <EmbedFrame />, errorElement: <RouteErrorPage />, children: portalScreens },
  { path: '/', element: <RootFrame />, errorElement: <RouteErrorPage />, children: portalScreens },
];

export function createPortalRouter() {
  return createBrowserRouter(portalRoutes, { basename: PORTAL_BASENAME });
}
