import { Tabs } from '@mantine/core';
import { IconChartBar, IconCube, IconListTree } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const TABS = [
  { value: 'list', icon: IconListTree },
  { value: 'gantt', icon: IconChartBar },
  { value: 'bim', icon: IconCube },
] as const;

const BASE = '/quality/construction-progress';

/**
 * List / Gantt / BIM of the construction progress. The Gantt and the BIM view also live at `/quality/gantt` and
 * `/quality/bim/:modelId?` (SPEC §2), so the tab is read from the path's view, whichever prefix it has; a click always
 * opens the `construction-progress` address. (The shared module tabs match one base path only.)
 */
export function QualityTabs() {
  const { t } = useTranslation('quality');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const segments = pathname.split('/');
  const current = TABS.find((tab) => segments.includes(tab.value))?.value ?? 'list';
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`${BASE}/${value}`)} mb="lg">
      <Tabs.List aria-label={t('tabs.label')}>
        {TABS.map(({ value, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
