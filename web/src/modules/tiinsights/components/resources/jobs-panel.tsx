import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobsOut } from '../../api/types';
import { ageColor, formatAge } from './resource-format';
import { StatTile } from './stat-tile';

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

/** The jobs queue's health: what waits, runs and failed, what finished in the last day, and by kind. */
export function JobsPanel({ jobs }: { jobs: JobsOut }) {
  const { t, i18n } = useTranslation('tiinsights');
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const oldest = jobs.oldest_queued_seconds ?? null;
  const kinds = [...jobs.by_kind].sort((a, b) => b.queued + b.running + b.failed - (a.queued + a.running + a.failed) || a.kind.localeCompare(b.kind));
  return (
    <Stack gap="md" data-testid="resources-jobs">
      <SimpleGrid type="container" cols={{ base: 2, '520px': 3, '900px': 5 }} spacing="sm">
        <StatTile label={t('resources.jobs.queued')} value={count(jobs.queued)} testId="jobs-queued" />
        <StatTile label={t('resources.jobs.running')} value={count(jobs.running)} testId="jobs-running" />
        <StatTile label={t('resources.jobs.failed')} value={count(jobs.failed)} color={jobs.failed > 0 ? 'red' : undefined} testId="jobs-failed" />
        <StatTile label={t('resources.jobs.doneLastDay')} value={count(jobs.done_last_day)} testId="jobs-done" />
        <StatTile
          label={t('resources.jobs.oldest')}
          value={oldest === null ? t('resources.jobs.none') : formatAge(oldest)}
          color={ageColor(oldest)}
          testId="jobs-oldest"
        />
      </SimpleGrid>
      <Title order={4} id="jobs-by-kind">
        {t('resources.jobs.byKind')}
      </Title>
      {kinds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('resources.jobs.noKinds')}
        </Text>
      ) : (
        <Table aria-labelledby="jobs-by-kind" withTableBorder verticalSpacing={6} fz="sm" data-testid="jobs-by-kind-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('resources.jobs.kind')}</Table.Th>
              <Table.Th ta="right">{t('resources.jobs.queued')}</Table.Th>
              <Table.Th ta="right">{t('resources.jobs.running')}</Table.Th>
              <Table.Th ta="right">{t('resources.jobs.failed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kinds.map((kind) => (
              <Table.Tr key={kind.kind}>
                <Table.Td ff="monospace" fz="xs">
                  {kind.kind}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC}>
                  {count(kind.queued)}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC}>
                  {count(kind.running)}
                </Table.Td>
                <Table.Td ta="right" style={NUMERIC} c={kind.failed > 0 ? 'red' : undefined}>
                  {count(kind.failed)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
