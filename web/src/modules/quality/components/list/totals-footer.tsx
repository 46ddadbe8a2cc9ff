import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityTotals } from '../../api/types';
import { formatDay, formatMoney, formatPercent } from '../format';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The totals of every activity the filters match (not only this page): how many, the progress weighted by planned
 * duration, the planned span, how many are late, and the costs summed per currency (never across currencies).
 */
export function TotalsFooter({ totals }: { totals: ActivityTotals }) {
  const { t, i18n } = useTranslation('quality');
  const language = i18n.language;
  const span = totals.start && totals.end ? t('totals.spanValue', { start: formatDay(totals.start, language), end: formatDay(totals.end, language) }) : '—';
  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-totals">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Figure label={t('totals.activities')} value={String(totals.activities)} testId="totals-activities" />
          <Figure label={t('totals.progress')} value={formatPercent(totals.progress, language)} testId="totals-progress" />
          <Figure label={t('totals.span')} value={span} testId="totals-span" />
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('totals.late')}
            </Text>
            <Group gap={6}>
              <Text fw={700} data-testid="totals-late">
                {totals.late}
              </Text>
              {totals.late > 0 && (
                <Badge color="orange" variant="light" size="sm">
                  {t('list.late')}
                </Badge>
              )}
            </Group>
          </Stack>
        </SimpleGrid>
        {totals.costs.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table fz="sm" verticalSpacing={4} data-testid="totals-costs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('totals.currency')}</Table.Th>
                  <Table.Th ta="right">{t('columns.estimatedCost')}</Table.Th>
                  <Table.Th ta="right">{t('columns.expectedCost')}</Table.Th>
                  <Table.Th ta="right">{t('columns.actualCost')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totals.costs.map((row) => (
                  <Table.Tr key={row.currency} data-currency={row.currency}>
                    <Table.Td>{t('totals.currencyRow', { currency: row.currency, count: row.activities })}</Table.Td>
                    {[row.estimated_cost, row.expected_cost, row.actual_cost].map((amount, index) => (
                      <Table.Td key={index} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {formatMoney(amount, row.currency, language)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
