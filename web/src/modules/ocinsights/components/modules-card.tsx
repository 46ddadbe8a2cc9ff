import { Box, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTION_KINDS, type UsageOut } from '../api/types';
import { ModulesChartLazy } from './lazy-charts';
import { UsageCard } from './usage-card';
import { formatCount } from './usage-format';
import { actionRows, actionTotals, moduleBars } from './usage-series';
import { useModuleLabel } from './use-module-label';

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;
/** Each bar is about 30 px, with room for the axis. */
const chartHeight = (bars: number) => Math.max(140, bars * 30 + 24);

/** Actions per module: the bars, and the table of each module's views, creations, edits and deletions. */
export function ModulesCard({ usage }: { usage: UsageOut }) {
  const { t, i18n } = useTranslation('ocinsights');
  const label = useModuleLabel();
  const count = (value: number) => formatCount(value, i18n.language);
  const bars = moduleBars(usage);
  const rows = actionRows(usage);
  const totals = actionTotals(rows);
  const users = new Map(bars.map((bar) => [bar.module, bar.users]));
  return (
    <UsageCard title={t('modules.title')} hint={t('modules.hint')} testId="usage-modules">
      {(titleId) => (
        // The bars over the table: the table's seven columns need the card's whole width.
        <Stack gap="md">
          <Box aria-hidden maw={720}>
            <ModulesChartLazy
              data={bars.map((bar) => ({ name: label(bar.module), value: bar.actions }))}
              valueLabel={t('kpi.actions')}
              color="grape"
              height={chartHeight(bars.length)}
            />
          </Box>
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-labelledby': titleId }}>
            <Table aria-labelledby={titleId} verticalSpacing={4} horizontalSpacing="xs" fz="sm" data-testid="usage-actions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('modules.module')}</Table.Th>
                  {ACTION_KINDS.map((kind) => (
                    <Table.Th key={kind} ta="right">
                      {t(`actions.${kind}`)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('modules.total')}</Table.Th>
                  <Table.Th ta="right">{t('modules.users')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.module} data-module={row.module}>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {label(row.module)}
                      </Text>
                    </Table.Td>
                    {ACTION_KINDS.map((kind) => (
                      <Table.Td key={kind} ta="right" style={NUMERIC} c={row[kind] === 0 ? 'dimmed' : undefined} data-action={kind}>
                        {count(row[kind])}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" style={NUMERIC} fw={600}>
                      {count(row.total)}
                    </Table.Td>
                    <Table.Td ta="right" style={NUMERIC}>
                      {count(users.get(row.module) ?? 0)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('modules.total')}</Table.Th>
                  {ACTION_KINDS.map((kind) => (
                    <Table.Th key={kind} ta="right" style={NUMERIC}>
                      {count(totals[kind])}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right" style={NUMERIC}>
                    {count(totals.total)}
                  </Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
        </Stack>
      )}
    </UsageCard>
  );
}
