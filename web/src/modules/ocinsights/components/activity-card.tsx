import { Box, Button, Collapse, ScrollArea, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UsageOut } from '../api/types';
import { ActivityChartLazy } from './lazy-charts';
import { UsageCard } from './usage-card';
import { formatCount, formatPeriod } from './usage-format';
import { activitySeries, granularityOf } from './usage-series';

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

/** Active users and sessions per day or week; the numbers of each period in a table that opens under the chart. */
export function ActivityCard({ usage }: { usage: UsageOut }) {
  const { t, i18n } = useTranslation('ocinsights');
  const [opened, { toggle }] = useDisclosure(false);
  const series = activitySeries(usage);
  const granularity = granularityOf(usage);
  const lines = [
    { name: t('kpi.active_users'), color: 'blue', values: series.activeUsers },
    { name: t('kpi.sessions'), color: 'teal', values: series.sessions },
  ];
  return (
    <UsageCard title={t('activity.title')} hint={t(`activity.hint.${granularity}`)} testId="usage-activity">
      {(titleId) => (
        <>
          <Box aria-hidden>
            <ActivityChartLazy periods={series.periods} granularity={granularity} lines={lines} height={280} />
          </Box>
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={toggle}
            aria-expanded={opened}
            rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {opened ? t('activity.hideTable') : t('activity.showTable')}
          </Button>
          <Collapse expanded={opened}>
            {/* Focusable, so the keyboard can scroll the table (WCAG 2.1.1). */}
            <ScrollArea.Autosize mah={320} type="auto" viewportProps={{ tabIndex: 0, 'aria-labelledby': titleId }}>
              <Table aria-labelledby={titleId} stickyHeader verticalSpacing={4} fz="sm" data-testid="usage-periods-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`activity.period.${granularity}`)}</Table.Th>
                    <Table.Th ta="right">{t('kpi.active_users')}</Table.Th>
                    <Table.Th ta="right">{t('kpi.sessions')}</Table.Th>
                    <Table.Th ta="right">{t('kpi.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {usage.series.map((point) => (
                    <Table.Tr key={point.period}>
                      <Table.Td>{formatPeriod(point.period, granularity, i18n.language)}</Table.Td>
                      <Table.Td ta="right" style={NUMERIC}>
                        {formatCount(point.active_users, i18n.language)}
                      </Table.Td>
                      <Table.Td ta="right" style={NUMERIC}>
                        {formatCount(point.sessions, i18n.language)}
                      </Table.Td>
                      <Table.Td ta="right" style={NUMERIC}>
                        {formatCount(point.actions, i18n.language)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Collapse>
        </>
      )}
    </UsageCard>
  );
}
