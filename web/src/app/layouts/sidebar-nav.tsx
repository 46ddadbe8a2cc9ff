import { AppShell, Box, NavLink, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useMe } from '@/lib/session';
import { sidebarEntries } from '../guards/access';
import { entryPath } from '../routes/last-route';
import { moduleRoutes } from '../routes/route-table';
import { ProjectSelector } from './header/project-selector';

/** Modules from the route table the user can see; plan-locked ones carry a lock and open their landing. */
export function SidebarNav() {
  const me = useMe();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = sidebarEntries(moduleRoutes, me);
  const main = entries.filter((entry) => entry.route.key !== 'config');
  const config = entries.find((entry) => entry.route.key === 'config');

  const render = ({ route, access }: (typeof entries)[number]) => {
    const locked = access === 'plan';
    const Icon = route.icon;
    const link = (
      <NavLink
        key={route.key}
        component={RouterNavLink}
        to={entryPath(route, access)}
        label={t(route.labelKey)}
        leftSection={<Icon size={20} stroke={1.6} />}
        rightSection={locked ? <IconLock size={14} aria-label={t('shell.locked')} /> : null}
        active={pathname === route.path || pathname.startsWith(`${route.path}/`)}
        c={locked ? 'dimmed' : undefined}
        data-testid={`nav-${route.key}`}
        data-locked={locked || undefined}
      />
    );
    return locked ? (
      <Tooltip key={route.key} label={t('shell.locked')} position="right" withArrow>
        <div>{link}</div>
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    <>
      <Box hiddenFrom="xs" px="md" pt="md">
        <ProjectSelector inNavbar />
      </Box>
      <AppShell.Section px="md" pt="md" pb={4}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {t('shell.navigation')}
        </Text>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs">
        <nav aria-label={t('shell.navigation')}>{main.map(render)}</nav>
      </AppShell.Section>
      {config && (
        <AppShell.Section p="xs" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
          {render(config)}
        </AppShell.Section>
      )}
    </>
  );
}
