import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import type { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, i18n, router }: AppProps) {
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
}
