import { Card, ColorSwatch, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenchmarkOut } from '../api/types';
import { familyRows, formatShare, humanize, OWN_COLOR, PEERS_COLOR } from './benchmark-series';
import { FamilyBarsLazy } from './lazy-charts';

/**
 * Where the failures fall: the share of each family in the company's failures beside the sector's, drawn and listed; a
 * sentence instead while neither has any failure to share out.
 */
export function FamiliesCard({ benchmark }: { benchmark: BenchmarkOut }) {
  const { t, i18n } = useTranslation('benchmark');
  const titleId = useId();
  const language = i18n.language;
  const rows = useMemo(() => familyRows(benchmark.families), [benchmark.families]);
  const name = useCallback((family: string) => t(`families.${family}`, { defaultValue: humanize(family) }), [t]);
  const percent = useCallback((value: number) => formatShare(value / 100, language), [language]);
  const labels = useMemo(() => ({ own: t('figures.own'), peers: t('figures.peers') }), [t]);
  const share = (value: number | null) => (value === null ? '—' : percent(value));
  const noPeers = rows.every((row) => row.peers === null);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-testid="benchmark-families">
      <Stack gap="sm">
        <div>
          <Title order={4} id={titleId}>
            {t('familiesCard.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('familiesCard.hint')}
          </Text>
        </div>
        {rows.every((row) => row.own === null && row.peers === null) ? (
          <Text size="sm" c="dimmed" py="md" data-testid="families-empty">
            {t('familiesCard.empty')}
          </Text>
        ) : (
          <SimpleGrid type="container" cols={{ base: 1, '720px': 2 }} spacing="lg" verticalSpacing="sm">
            <div aria-hidden>
              <FamilyBarsLazy rows={rows} labels={labels} name={name} percent={percent} height={48 + rows.length * 48} />
            </div>
            <Stack gap="xs">
              <Table aria-labelledby={titleId} data-testid="families-table" verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('familiesCard.family')}</Table.Th>
                    <Table.Th ta="right">
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <ColorSwatch color={`var(--mantine-color-${OWN_COLOR}-filled)`} size={10} withShadow={false} />
                        {t('figures.own')}
                      </Group>
                    </Table.Th>
                    <Table.Th ta="right">
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <ColorSwatch color={`var(--mantine-color-${PEERS_COLOR}-filled)`} size={10} withShadow={false} />
                        {t('figures.peers')}
                      </Group>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.family} data-family={row.family}>
                      <Table.Td>{name(row.family)}</Table.Td>
                      <Table.Td ta="right" data-testid="family-own" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {share(row.own)}
                      </Table.Td>
                      <Table.Td ta="right" data-testid="family-peers" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {share(row.peers)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {noPeers && (
                <Text size="xs" c="dimmed" data-testid="families-no-peers">
                  {benchmark.opted_in ? t('missing.few_companies', { min: benchmark.min_companies }) : t('missing.opt_in')}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
