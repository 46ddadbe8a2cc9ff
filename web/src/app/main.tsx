import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import '@/lib/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { meQueryOptions } from '@/lib/session';
import { App } from './app';
import { createAppRouter } from './router';
import { preloadRoute } from './routes/preload-route';
import { configureClient, defaultSteps, runStartup } from './startup';

async function main() {
  const ready = await runStartup(defaultSteps());
  if (!ready) return;
  let router: ReturnType<typeof createAppRouter> | undefined;
  configureClient(queryClient, () => {
    // Session lost: leave the authenticated screens, then drop everything cached for that user.
    if (router) void router.navigate('/login', { replace: true }).then(() => queryClient.clear());
  });
  // The session, the screen's chunks and (where its module knows them) its data load together, before the first
  // render: the routes' session loader finds the session asked for (a 401 is asked again there and sent to login).
  const session = queryClient.query({ ...meQueryOptions, staleTime: 'static' }).catch(() => null);
  const chunks = preloadRoute(window.location.pathname, { queryClient, session });
  // Bounded: a chunk that hangs on a bad network must not keep the shell from showing (its loader takes over).
  await Promise.race([chunks, new Promise((resolve) => setTimeout(resolve, 3000))]);
  try {
    router = createAppRouter(queryClient);
    const container = document.getElementById('root');
    if (!container) throw new Error('#root element missing');
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n} router={router} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Obra could not start', error);
  }
}

void main();
