import { Box, Button, Table } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsWeek } from '../../api/stats/types';
import { formatDay } from '../shared/format';
import { ChartCard } from './chart-card';
import { WeeksBarsChart } from './lazy-charts';
import { formatWeekTick } from './stats-format';
import { weekSeries } from './stats-series';

/** Figures line up by their digits. */
const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Requests created and finished per week. The table can be long (a week per row), so it opens on demand under the
 * chart; the button says whether it is open.
 */
export function WeeksCard({ weeks }: { weeks: readonly StatsWeek[] }) {
  const { t, i18n } = useTranslation('warranties-stats');
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const series = weekSeries(weeks);
  const created = t('charts.weeks.created');
  const finished = t('charts.weeks.finished');
  return (
    <ChartCard
      title={t('charts.weeks.title')}
      hint={t('charts.weeks.hint')}
      layout="stacked"
      testId="stats-weeks"
      actions={
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconTable size={14} />}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((value) => !value)}
          data-testid="weeks-table-toggle"
        >
          {open ? t('table.hide') : t('table.show')}
        </Button>
      }
      chart={
        <WeeksBarsChart
          height={240}
          createdLabel={created}
          finishedLabel={finished}
          data={series.map((week) => ({ ...week, week: formatWeekTick(week.week, i18n.language) }))}
        />
      }
      table={(labelledBy) => (
        <Box id={tableId}>
          {open && (
            <Table aria-labelledby={labelledBy} verticalSpacing={4} horizontalSpacing="xs" fz="sm" data-testid="weeks-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.week')}</Table.Th>
                  <Table.Th ta="right">{created}</Table.Th>
                  <Table.Th ta="right">{finished}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {series.map((week) => (
                  <Table.Tr key={week.week} data-week={week.week}>
                    <Table.Td>{t('charts.weeks.weekOf', { date: formatDay(week.week, i18n.language) })}</Table.Td>
                    <Table.Td ta="right" style={NUMERIC}>
                      {week.created}
                    </Table.Td>
                    <Table.Td ta="right" style={NUMERIC}>
                      {week.finished}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Box>
      )}
    />
  );
}
