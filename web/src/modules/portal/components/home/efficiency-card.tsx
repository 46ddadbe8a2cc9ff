import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stats } from '../../api/types';
import { ChartCard } from '../charts/chart-card';
import { FiguresTable } from '../charts/figures-table';
import { VisitsRingChart } from '../charts/lazy-charts';
import { formatNumber } from '../shared/format';
import { visitSeries } from './stats-series';

/** How fast requests close and how the visits were answered: a ring of the answers, the figures in a table. */
export function EfficiencyCard({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation();
  const visits = useMemo(() => visitSeries(stats), [stats]);
  const data = useMemo(() => visits.map((entry) => ({ name: t(`charts.visit.${entry.bucket}`), value: entry.count, color: entry.color })), [visits, t]);
  const average = stats.avg_days_to_close === null ? t('charts.noAverage') : t('charts.days', { value: formatNumber(stats.avg_days_to_close, i18n.language) });
  const anyVisit = visits.some((entry) => entry.count > 0);
  return (
    <ChartCard
      title={t('charts.efficiency')}
      hint={t('charts.efficiencyHint')}
      chart={
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('charts.avgDays')}
          </Text>
          {stats.avg_days_to_close === null ? (
            <Text size="sm" data-testid="avg-days">
              {average}
            </Text>
          ) : (
            <Text fz={28} fw={700} lh={1.1} data-testid="avg-days">
              {average}
            </Text>
          )}
          {anyVisit ? <VisitsRingChart data={data} height={150} /> : <Text size="sm" c="dimmed">{t('charts.noVisits')}</Text>}
        </Stack>
      }
      table={(id) => (
        <FiguresTable
          labelledBy={id}
          header={t('charts.figure')}
          valueHeader={t('charts.value')}
          rows={[
            { key: 'avg', label: t('charts.avgDays'), value: average },
            ...visits.map((entry, index) => ({ key: entry.bucket, label: data[index]?.name ?? entry.bucket, value: formatNumber(entry.count, i18n.language), color: entry.color })),
          ]}
          testId="efficiency-table"
        />
      )}
      testId="chart-efficiency"
    />
  );
}
