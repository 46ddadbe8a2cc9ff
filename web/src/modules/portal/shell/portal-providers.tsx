import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandContext } from './brand-context';
import { portalCssVariables, portalTheme } from './theme';

interface PortalProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** 'test' turns Mantine's transitions and portals off. */
  env?: 'default' | 'test';
}

/** Theme (with the iframe's colour once known), toasts, cache and translations: everything the screens rely on. */
export function PortalProviders({ queryClient, i18n, children, env = 'default' }: PortalProvidersProps) {
  const [brand, setBrand] = useState<string | null>(null);
  const theme = useMemo(() => portalTheme(brand), [brand]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={portalCssVariables} defaultColorScheme="light" env={env}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="bottom-center" autoClose={6000} limit={3} />
          <BrandContext.Provider value={setBrand}>{children}</BrandContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
