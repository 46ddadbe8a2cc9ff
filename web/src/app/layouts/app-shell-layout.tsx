import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { AppFooter } from './app-footer';
import { AppHeader } from './header/app-header';
import { HelpAside } from './help-aside';
import { SidebarNav } from './sidebar-nav';
import { useShellPanels } from './use-shell-panels';

/** The authenticated frame: header, module sidebar, help centre and footer around the current screen. */
export function AppShellLayout({ children }: { children?: ReactNode }) {
  const { panels, toggle } = useShellPanels();
  const [mobileNav, { toggle: toggleMobileNav, close: closeMobileNav }] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => closeMobileNav(), [pathname, closeMobileNav]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !mobileNav, desktop: !panels.navbar } }}
      aside={{ width: 300, breakpoint: 'md', collapsed: { mobile: true, desktop: !panels.aside } }}
      footer={{ height: 40, collapsed: !panels.footer }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader panels={panels} onToggle={toggle} mobileNavOpened={mobileNav} onToggleMobileNav={toggleMobileNav} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="sidebar">
        <SidebarNav />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-body)">
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
      <AppShell.Aside p="md" data-testid="help-aside">
        <HelpAside />
      </AppShell.Aside>
      <AppShell.Footer px="md">
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
