import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconActivity, IconDeviceDesktop, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UsageTotals } from '../api/types';
import { formatCount } from './usage-format';

const KPIS = [
  { key: 'active_users', icon: IconUsers, color: 'blue' },
  { key: 'sessions', icon: IconDeviceDesktop, color: 'teal' },
  { key: 'actions', icon: IconActivity, color: 'grape' },
] as const;

/** The range's headline numbers: distinct users, sessions and actions. */
export function KpiCards({ totals }: { totals: UsageTotals }) {
  const { t, i18n } = useTranslation('ocinsights');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {KPIS.map(({ key, icon: KpiIcon, color }) => (
        <Paper key={key} withBorder radius="md" px="md" py="sm" data-testid={`kpi-${key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`kpi.${key}`)}
              </Text>
              <Text fz={28} fw={700} lh={1.2} data-testid="kpi-value" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(totals[key], i18n.language)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`kpi.${key}Hint`)}
              </Text>
            </div>
            <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
              <KpiIcon size={20} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
