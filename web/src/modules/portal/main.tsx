import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/lib/base.css';
import './portal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { configurePortalClient } from './api/client';
import { createPortalI18n } from './i18n/portal-i18n';
import { createPortalRouter } from './router';
import { baseOfPath, joinPath } from './shell/base-path';
import { PortalProviders } from './shell/portal-providers';
import { registerServiceWorker } from './shell/service-worker';

/** The owners' portal: its own page (`portal.html`), router, translations and API client; no staff shell. */
function main() {
  const i18n = createPortalI18n();
  const queryClient = createQueryClient();
  const router = createPortalRouter();
  configurePortalClient({
    locale: () => i18n.language,
    defaultErrorMessage: () => i18n.t('errors.default'),
    onUnauthorized: () => {
      const { pathname, search } = router.state.location;
      const signIn = joinPath(baseOfPath(pathname), '/ingresar');
      if (pathname === signIn || pathname.includes('/enlace/')) return;
      // Leave the signed-in screens first, then drop what was cached for that session.
      void router.navigate(`${signIn}?next=${encodeURIComponent(pathname + search)}`, { replace: true }).then(() => queryClient.clear());
    },
  });
  registerServiceWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing');
  createRoot(container).render(
    <StrictMode>
      <PortalProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>,
  );
}

main();
