import { Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrdersOnTime, Spread, StatsOut } from '../../api/stats/types';
import { ChartCard } from './chart-card';
import { CountsTable } from './counts-table';
import { CountDonutChart } from './lazy-charts';
import { formatNumber, formatPercent } from './stats-format';
import { ordersRows, share } from './stats-series';

interface SpreadCardProps {
  title: string;
  hint: string;
  spread: Spread;
  /** `hours` or `days`: the unit of the server's figures. */
  unit: 'hours' | 'days';
  testId: string;
}

/** A duration's average and median over the requests it could be measured on. */
export function SpreadCard({ title, hint, spread, unit, testId }: SpreadCardProps) {
  const { t, i18n } = useTranslation('warranties-stats');
  const titleId = useId();
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : t(`efficiency.${unit}`, { count: value, value: formatNumber(value, i18n.language) });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Title order={4} id={titleId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <SimpleGrid cols={2} mt="md" spacing="md">
        {(['average', 'median'] as const).map((kind) => (
          <Stack key={kind} gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`efficiency.${kind}`)}
            </Text>
            <Text fz={26} fw={700} lh={1.2} data-testid={`${testId}-${kind}`}>
              {figure(kind === 'average' ? spread.avg : spread.median)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="sm">
        {spread.count > 0 ? t('efficiency.basis', { count: spread.count }) : t('efficiency.noData')}
      </Text>
    </Card>
  );
}

/** Orders on time, late, and open within their window: a donut with the total in its middle. */
export function OrdersCard({ orders }: { orders: OrdersOnTime }) {
  const { t } = useTranslation('warranties-stats');
  const rows = ordersRows(orders).map((row) => ({ ...row, label: t(`charts.orders.${row.key}`) }));
  return (
    <ChartCard
      title={t('charts.orders.title')}
      hint={t('charts.orders.hint')}
      testId="stats-orders"
      chart={orders.total > 0 ? <CountDonutChart data={rows.map((row) => ({ name: row.label, value: row.value, color: row.color }))} label={String(orders.total)} /> : undefined}
      table={(id) =>
        orders.total > 0 ? (
          <CountsTable labelledBy={id} header={t('table.orders')} rows={rows} withTotal />
        ) : (
          <Text size="sm" c="dimmed">
            {t('charts.orders.none')}
          </Text>
        )
      }
    />
  );
}

/** How many of the registered failures are out of warranty, and their share. */
export function OutOfWarrantyCard({ stats }: { stats: StatsOut }) {
  const { t, i18n } = useTranslation('warranties-stats');
  const titleId = useId();
  const fraction = share(stats.failures_out_of_warranty, stats.failures_total);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid="stats-out-of-warranty">
      <Title order={4} id={titleId}>
        {t('efficiency.outOfWarranty.title')}
      </Title>
      {fraction === null ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('efficiency.outOfWarranty.none')}
        </Text>
      ) : (
        <Stack gap="xs" mt="md">
          <Text fz={26} fw={700} lh={1.2} data-testid="out-of-warranty-value">
            {t('efficiency.outOfWarranty.value', { count: stats.failures_out_of_warranty, total: stats.failures_total })}
          </Text>
          <Progress value={fraction * 100} color="orange" size="lg" radius="xl" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('efficiency.outOfWarranty.share', { percent: formatPercent(fraction, i18n.language) })}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
