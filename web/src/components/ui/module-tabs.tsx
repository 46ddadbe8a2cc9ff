import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export interface ModuleTab {
  value: string;
  icon: Icon;
}

interface ModuleTabsProps {
  /** The module's base path, e.g. `/cbox`; each tab lives at `<base>/<value>`. */
  base: string;
  /** i18n namespace holding `tabs.label` and `tabs.<value>`. */
  namespace: string;
  tabs: readonly ModuleTab[];
}

/** The tab bar at the top of a module: the tab of the current path is selected (the first one otherwise). */
export function ModuleTabs({ base, namespace, tabs }: ModuleTabsProps) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.includes(`${base}/${tab.value}`))?.value ?? tabs[0]?.value;
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`${base}/${value}`)} mb="lg">
      <Tabs.List aria-label={t('tabs.label')}>
        {tabs.map(({ value, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
