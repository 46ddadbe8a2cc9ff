import { SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsOut } from '../../api/stats/types';
import { ChartCard } from './chart-card';
import { CountsTable } from './counts-table';
import { CountBarsChart } from './lazy-charts';
import { countRows } from './stats-series';

type Grouping = 'place' | 'item' | 'severity';
const GROUPINGS: readonly Grouping[] = ['place', 'item', 'severity'];

const countsOf = (stats: StatsOut, grouping: Grouping) =>
  grouping === 'place' ? stats.failures_by_place : grouping === 'item' ? stats.failures_by_item : stats.failures_by_severity;

/** The ten most frequent failures by place, item or severity (one grouping at a time, chosen on the card). */
export function FailuresCard({ stats }: { stats: StatsOut }) {
  const { t } = useTranslation('warranties-stats');
  const [grouping, setGrouping] = useState<Grouping>('place');
  const rows = countRows(countsOf(stats, grouping)).map((row) => ({ ...row, label: row.key }));
  const empty = stats.failures_total === 0 ? t('charts.failures.none') : rows.length === 0 ? t('charts.failures.noSeverity') : null;
  return (
    <ChartCard
      title={t('charts.failures.title')}
      hint={t('charts.failures.hint', { count: stats.failures_total })}
      testId="stats-failures"
      actions={
        <SegmentedControl
          size="xs"
          value={grouping}
          onChange={(value) => setGrouping(GROUPINGS.find((g) => g === value) ?? 'place')}
          aria-label={t('charts.failures.by')}
          data={GROUPINGS.map((value) => ({ value, label: t(`charts.failures.${value}`) }))}
          data-testid="failures-grouping"
        />
      }
      chart={
        empty ? undefined : (
          <CountBarsChart direction="rows" height={rows.length * 32 + 24} valueLabel={t('table.count')} data={rows.map((row) => ({ name: row.label, value: row.value, color: row.color }))} />
        )
      }
      table={(id) =>
        empty ? (
          <Text size="sm" c="dimmed" data-testid="failures-empty">
            {empty}
          </Text>
        ) : (
          <CountsTable labelledBy={id} header={t(`table.${grouping}`)} rows={rows} testId="failures-table" />
        )
      }
    />
  );
}
