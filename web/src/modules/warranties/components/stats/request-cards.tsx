import { useTranslation } from 'react-i18next';
import type { StatsOut } from '../../api/stats/types';
import { ChartCard } from './chart-card';
import { CountsTable } from './counts-table';
import { ageLabel, originLabel, statusLabel } from './labels';
import { CountBarsChart, CountDonutChart } from './lazy-charts';
import { ageRows, originRows, statusRows } from './stats-series';

/** Requests by status (N A P P F): a donut with the total in its middle. */
export function StatusCard({ stats }: { stats: StatsOut }) {
  const { t } = useTranslation('warranties-stats');
  const rows = statusRows(stats).map((row) => ({ ...row, label: statusLabel(t, row.key) }));
  return (
    <ChartCard
      title={t('charts.status.title')}
      hint={t('charts.status.hint')}
      testId="stats-status"
      chart={<CountDonutChart data={rows.map((row) => ({ name: row.label, value: row.value, color: row.color }))} label={String(stats.total)} />}
      table={(id) => <CountsTable labelledBy={id} header={t('table.status')} rows={rows} withTotal />}
    />
  );
}

/** Live requests by age bucket, youngest first; each bucket's row opens the requests list filtered by it. */
export function AgeCard({ stats }: { stats: StatsOut }) {
  const { t } = useTranslation('warranties-stats');
  const rows = ageRows(stats).map((row) => {
    const label = ageLabel(t, row.key);
    return { ...row, label, short: t(`charts.age.tick.${row.key}`), linkLabel: t('charts.age.link', { age: label }) };
  });
  return (
    <ChartCard
      title={t('charts.age.title')}
      hint={t('charts.age.hint')}
      testId="stats-age"
      chart={
        <CountBarsChart
          direction="columns"
          height={200}
          valueLabel={t('table.count')}
          data={rows.map((row) => ({ name: row.label, value: row.value, color: row.color, short: row.short }))}
        />
      }
      table={(id) => <CountsTable labelledBy={id} header={t('table.age')} rows={rows} withTotal />}
    />
  );
}

/** Requests by where they came from (app, portal, e-mail, call…). */
export function OriginCard({ stats }: { stats: StatsOut }) {
  const { t } = useTranslation('warranties-stats');
  const rows = originRows(stats).map((row) => ({ ...row, label: originLabel(t, row.key) }));
  return (
    <ChartCard
      title={t('charts.origin.title')}
      hint={t('charts.origin.hint')}
      testId="stats-origin"
      chart={<CountBarsChart direction="rows" height={rows.length * 32 + 24} valueLabel={t('table.count')} data={rows.map((row) => ({ name: row.label, value: row.value, color: row.color }))} />}
      table={(id) => <CountsTable labelledBy={id} header={t('table.origin')} rows={rows} withTotal />}
    />
  );
}
