import { Alert, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenchmarkOut, MetricOut } from '../api/types';
import { formatFigure, missingPeers, OWN_COLOR, PEERS_COLOR, rangeData, standing, STANDING_COLOR } from './benchmark-series';
import { RangeChartLazy } from './lazy-charts';

const CHART_HEIGHT = 72;

/** The chart's key for one figure: the diamond, the median's bar or the band, in the chart's colours. */
function Key({ kind }: { kind: 'own' | 'median' | 'band' }) {
  const color = `var(--mantine-color-${kind === 'own' ? OWN_COLOR : PEERS_COLOR}-filled)`;
  const shape =
    kind === 'own'
      ? { width: 9, height: 9, transform: 'rotate(45deg)', background: color }
      : kind === 'median'
        ? { width: 3, height: 14, background: color }
        : { width: 16, height: 10, borderRadius: 3, background: color, opacity: 0.3 };
  return (
    <Box w={16} style={{ display: 'flex', justifyContent: 'center', flexShrink: 0 }} aria-hidden>
      <Box style={shape} />
    </Box>
  );
}

/** One figure on a row: its key, its name and its value, the value aligned right. */
function Figure({ kind, label, value, testId }: { kind: 'own' | 'median' | 'band'; label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={8} wrap="nowrap" miw={0}>
        <Key kind={kind} />
        <Text size="sm" c={kind === 'own' ? undefined : 'dimmed'}>
          {label}
        </Text>
      </Group>
      <Text fw={700} size={kind === 'own' ? 'lg' : 'sm'} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
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
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="benchmark-metric" data-metric={metric.key}>
      <Stack gap="sm" h="100%">
        <div>
          <Title order={4}>{t(`metrics.${metric.key}.title`)}</Title>
          <Text size="xs" c="dimmed">
            {t(`metrics.${metric.key}.hint`)}
          </Text>
        </div>
        {place && (
          <Badge color={STANDING_COLOR[place]} variant="light" tt="none" style={{ alignSelf: 'flex-start' }} data-testid="metric-standing" data-standing={place}>
            {t(`standing.${place}`)}
          </Badge>
        )}
        {own === null && !peers ? (
          <Text size="sm" c="dimmed" py="md" data-testid="metric-no-data">
            {t('figures.noOwn')}
          </Text>
        ) : (
          <>
            <Box aria-hidden>
              <RangeChartLazy data={data} labels={labels} format={format} height={CHART_HEIGHT} />
            </Box>
            <Stack gap={6}>
              <Figure kind="own" label={t('figures.own')} value={own === null ? '—' : format(own)} testId="metric-own" />
              {peers && (
                <>
                  <Figure kind="median" label={t('figures.median')} value={format(peers.median)} testId="metric-median" />
                  <Figure kind="band" label={t('figures.band')} value={t('figures.range', { from: format(peers.p25), to: format(peers.p75) })} testId="metric-band" />
                </>
              )}
            </Stack>
          </>
        )}
        {peers && (
          <Text size="xs" c="dimmed" data-testid="metric-n">
            {t('figures.n', { count: peers.n })}
          </Text>
        )}
        {missing && (
          <Box mt="auto">
            <Alert variant="light" color={missing === 'opt_in' ? 'blue' : 'gray'} icon={<IconShieldLock size={18} />} p="xs" data-testid="metric-missing" data-reason={missing}>
              <Text size="xs">{t(`missing.${missing}`, { min: benchmark.min_companies })}</Text>
            </Alert>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
