import { Tabs } from '@mantine/core';
import { IconBox, IconCube, IconTruckDelivery, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const TABS = [
  { value: 'placements', icon: IconTruckDelivery },
  { value: 'lots', icon: IconBox },
  { value: 'advanceBim', icon: IconCube },
  { value: 'uploader', icon: IconUpload },
] as const;

/** Placements / Lots / BIM progress / Model of the concrete module, read from the path's last segment. */
export function ConcreteTabs() {
  const { t } = useTranslation('concrete');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const segments = pathname.split('/');
  const current = TABS.find((tab) => segments.includes(tab.value))?.value ?? 'placements';
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`/concrete/${value}`)} mb="lg">
      <Tabs.List aria-label={t('tabs.label')}>
        {TABS.map(({ value, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />} data-testid={`concrete-tab-${value}`}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
