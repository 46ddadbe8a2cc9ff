import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { IconLayoutBottombar, IconLayoutSidebar, IconLayoutSidebarRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeMenu } from '@/components/ui/color-scheme-menu';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { useUpdatePreferences } from '@/lib/session';
import type { ShellPanels } from '../use-shell-panels';
import { ProjectSelector } from './project-selector';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  panels: ShellPanels;
  onToggle: (panel: keyof ShellPanels) => void;
  mobileNavOpened: boolean;
  onToggleMobileNav: () => void;
}

export function AppHeader({ panels, onToggle, mobileNavOpened, onToggleMobileNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const preferences = useUpdatePreferences();
  const toggles = [
    { panel: 'navbar', icon: IconLayoutSidebar, label: t('shell.toggleNavbar'), visibleFrom: 'sm' },
    { panel: 'aside', icon: IconLayoutSidebarRight, label: t('shell.toggleAside'), visibleFrom: 'md' },
    { panel: 'footer', icon: IconLayoutBottombar, label: t('shell.toggleFooter'), visibleFrom: 'sm' },
  ] as const;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={mobileNavOpened} onClick={onToggleMobileNav} hiddenFrom="sm" size="sm" aria-label={t('shell.openMenu')} />
        <Link to="/home" aria-label="Obra" style={{ textDecoration: 'none', color: 'inherit' }}>
          <Logo />
        </Link>
        <ProjectSelector />
      </Group>
      <Group gap={6} wrap="nowrap">
        {toggles.map(({ panel, icon: Icon, label, visibleFrom }) => (
          <Tooltip key={panel} label={label}>
            <ActionIcon
              variant={panels[panel] ? 'light' : 'default'}
              size="lg"
              aria-label={label}
              aria-pressed={panels[panel]}
              onClick={() => onToggle(panel)}
              visibleFrom={visibleFrom}
              data-testid={`toggle-${panel}`}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        ))}
        <LanguageSwitch onChanged={(locale) => preferences.mutate({ locale })} />
        <ColorSchemeMenu />
        <UserMenu />
      </Group>
    </Group>
  );
}
