import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatsOut } from '../../api/stats/types';
import { OrdersCard, OutOfWarrantyCard, SpreadCard } from './efficiency-cards';
import { FailuresCard } from './failures-card';
import { KpiTiles } from './kpi-tiles';
import { AgeCard, OriginCard, StatusCard } from './request-cards';
import { liveCount } from './stats-series';
import { WeeksCard } from './weeks-card';

/** The `solicitudes` figures: headline counts, status, age, origin, most frequent failures, and weekly flow. */
export function RequestsFigures({ stats }: { stats: StatsOut }) {
  const { t } = useTranslation('warranties-stats');
  return (
    <Stack gap="md" data-testid="stats-requests">
      <KpiTiles
        items={[
          { key: 'total', label: t('kpi.total'), value: String(stats.total) },
          { key: 'live', label: t('kpi.live'), value: String(liveCount(stats)) },
          { key: 'finished', label: t('kpi.finished'), value: String(stats.by_status.finished ?? 0) },
          { key: 'failures', label: t('kpi.failures'), value: String(stats.failures_total) },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StatusCard stats={stats} />
        <AgeCard stats={stats} />
        <OriginCard stats={stats} />
        <FailuresCard stats={stats} />
      </SimpleGrid>
      <WeeksCard weeks={stats.requests_by_week} />
    </Stack>
  );
}

/** The `eficiencia` figures: time to first response and to close, orders on time, failures out of warranty. */
export function EfficiencyFigures({ stats }: { stats: StatsOut }) {
  const { t } = useTranslation('warranties-stats');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="stats-efficiency">
      <SpreadCard
        title={t('efficiency.firstResponse.title')}
        hint={t('efficiency.firstResponse.hint')}
        spread={stats.first_response_hours}
        unit="hours"
        testId="stats-first-response"
      />
      <SpreadCard title={t('efficiency.close.title')} hint={t('efficiency.close.hint')} spread={stats.close_days} unit="days" testId="stats-close" />
      <OrdersCard orders={stats.orders} />
      <OutOfWarrantyCard stats={stats} />
    </SimpleGrid>
  );
}
