import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import '@/lib/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { App } from './app';
import { createAppRouter } from './router';
import { preloadRoute } from './routes/preload-route';
import { configureClient, defaultSteps, runStartup } from './startup';

async function main() {
  // The screen's chunks load while the start-up runs; the first render then needs no loader for them.
  const chunks = preloadRoute(window.location.pathname);
  const ready = await runStartup(defaultSteps());
  if (!ready) return;
  // Bounded: a chunk that hangs on a bad network must not keep the shell from showing (its loader takes over).
  await Promise.race([chunks, new Promise((resolve) => setTimeout(resolve, 3000))]);
  try {
    const router = createAppRouter(queryClient);
    configureClient(queryClient, () => {
      // Session lost: leave the authenticated screens, then drop everything cached for that user.
      void router.navigate('/login', { replace: true }).then(() => queryClient.clear());
    });
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
