import { Alert, Badge, Box, Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenchmarkOut, MetricOut } from '../api/types';
import { formatFigure, missingPeers, OWN_COLOR, PEERS_COLOR, rangeData, standing, STANDING_COLOR } from './benchmark-series';
import { RangeChartLazy } from './lazy-charts';

const CHART_HEIGHT = 92;

function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        {color && <ColorSwatch color={`var(--mantine-color-${color}-filled)`} size={10} withShadow={false} />}
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fw={700} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * One metric: the company's figure against the sector's median and middle half, drawn on a line and written out; the
 * reason when the sector's figure is withheld.
 */
export function MetricCard({ metric, benchmark }: { metric: MetricOut; benchmark: BenchmarkOut }) {
  const { t, i18n } = useTranslation('benchmark');
  const language = i18n.language;
  const format = useCallback((value: number) => formatFigure(value, metric.key, language), [metric.key, language]);
  const data = useMemo(() => rangeData(metric), [metric]);
  const labels = useMemo(() => ({ own: t('figures.own'), median: t('figures.median'), band: t('figures.band') }), [t]);
  const own = metric.own ?? null;
  const peers = metric.peers ?? null;
  const missing = missingPeers(benchmark, metric);
  const place = standing(own, peers);
  const none = '—';
  let notice: ReactNode = null;
  if (missing) {
    notice = (
      <Alert variant="light" color={missing === 'opt_in' ? 'blue' : 'gray'} icon={<IconShieldLock size={18} />} p="xs" data-testid="metric-missing" data-reason={missing}>
        <Text size="xs">{t(`missing.${missing}`, { min: benchmark.min_companies })}</Text>
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="benchmark-metric" data-metric={metric.key}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={4}>{t(`metrics.${metric.key}.title`)}</Title>
            <Text size="xs" c="dimmed">
              {t(`metrics.${metric.key}.hint`)}
            </Text>
          </div>
          {place && (
            <Badge color={STANDING_COLOR[place]} variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="metric-standing" data-standing={place}>
              {t(`standing.${place}`)}
            </Badge>
          )}
        </Group>
        {own === null && !peers ? (
          <Text size="sm" c="dimmed" py="md" data-testid="metric-no-data">
            {t('figures.noOwn')}
          </Text>
        ) : (
          <Box aria-hidden>
            <RangeChartLazy data={data} labels={labels} format={format} height={CHART_HEIGHT} />
          </Box>
        )}
        <SimpleGrid cols={peers ? 3 : 1} spacing="xs">
          <Figure label={t('figures.own')} value={own === null ? none : format(own)} color={OWN_COLOR} testId="metric-own" />
          {peers && (
            <>
              <Figure label={t('figures.median')} value={format(peers.median)} color={PEERS_COLOR} testId="metric-median" />
              <Figure label={t('figures.band')} value={t('figures.range', { from: format(peers.p25), to: format(peers.p75) })} testId="metric-band" />
            </>
          )}
        </SimpleGrid>
        {peers && (
          <Text size="xs" c="dimmed" data-testid="metric-n">
            {t('figures.n', { count: peers.n })}
          </Text>
        )}
        {notice && <Box mt="auto">{notice}</Box>}
      </Stack>
    </Card>
  );
}
