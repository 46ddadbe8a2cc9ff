import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLoaderData, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import type { Me } from '@/lib/session';
import { ModuleGate } from './guards/module-gate';
import { optionalSessionLoader, sessionLoader } from './guards/session-loader';
import { lazyPage } from '@/lib/lazy-page';
import { AppShellLayout } from './layouts/app-shell-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { moduleRoutes } from './routes/route-table';

export const BASENAME = '/app';

const auth = {
  login: lazyPage(() => import('@/modules/auth/routes/login-page')),
  passwordReset: lazyPage(() => import('@/modules/auth/routes/password-reset-page')),
  verifyEmail: lazyPage(() => import('@/modules/auth/routes/verify-email-page')),
  register: lazyPage(() => import('@/modules/auth/routes/register-page')),
  terms: lazyPage(() => import('@/modules/auth/routes/terms-page')),
  setup: lazyPage(() => import('@/modules/auth/routes/setup-page')),
};

/** Pages that owners open from an e-mail, without a session. */
const owners = {
  delivery: lazyPage(() => import('@/modules/warranties/routes/public-delivery-page')),
};

function Page() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Unknown paths: inside the shell for a signed-in user, on a bare page otherwise. */
function CatchAll() {
  const me = useLoaderData<Me | null>();
  if (me) {
    return (
      <AppShellLayout>
        <NotFoundPage />
      </AppShellLayout>
    );
  }
  return <NotFoundPage home="/login" />;
}

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Page />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader fullScreen />,
      children: [
        { index: true, element: <Navigate to="/login" replace /> },
        { path: 'login', element: <auth.login /> },
        { path: 'password-reset', element: <auth.passwordReset /> },
        { path: 'verificar-correo', element: <auth.verifyEmail /> },
        { path: 'register', element: <auth.register /> },
        { path: 'terms', element: <auth.terms /> },
        { path: 'propietarios/entrega/:token', element: <owners.delivery /> },
        {
          id: 'session',
          loader: sessionLoader(queryClient),
          children: [
            { path: 'setup', element: <auth.setup /> },
            {
              element: <AppShellLayout />,
              children: moduleRoutes.map((route) => ({
                path: `${route.path.slice(1)}/*`,
                element: <ModuleGate route={route} />,
                // Errors inside a module stay inside the shell.
                errorElement: <RouteErrorPage />,
              })),
            },
          ],
        },
        { path: '*', loader: optionalSessionLoader(queryClient), element: <CatchAll /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient), { basename: BASENAME });
}
