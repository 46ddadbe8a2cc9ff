import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stats } from '../../api/types';
import { ChartCard } from '../charts/chart-card';
import { FiguresTable } from '../charts/figures-table';
import { StatusBarsChart } from '../charts/lazy-charts';
import { formatNumber } from '../shared/format';
import { statusSeries } from './stats-series';

/** Requests by status: bars in the badges' colours, and the same counts in a table. */
export function StatusCard({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation();
  const series = useMemo(() => statusSeries(stats), [stats]);
  const data = useMemo(() => series.map((entry) => ({ name: t(`status.${entry.status}`), value: entry.count, color: entry.color })), [series, t]);
  return (
    <ChartCard
      title={t('charts.byStatus')}
      hint={t('charts.byStatusHint', { open: formatNumber(stats.open, i18n.language), finished: formatNumber(stats.finished, i18n.language) })}
      chart={<StatusBarsChart data={data} height={200} />}
      table={(id) => (
        <FiguresTable
          labelledBy={id}
          header={t('charts.status')}
          valueHeader={t('charts.count')}
          rows={series.map((entry, index) => ({ key: entry.status, label: data[index]?.name ?? entry.status, value: formatNumber(entry.count, i18n.language), color: entry.color }))}
          testId="status-table"
        />
      )}
      testId="chart-status"
    />
  );
}
