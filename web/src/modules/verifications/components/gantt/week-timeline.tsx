import { Box, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GanttRow } from '../../api/types';
import { formatDay, todayIso } from '../format';
import { weekStart, weeksBetween } from './weeks';

function barColor(row: GanttRow): string {
  if (row.state === 'closed') return 'var(--mantine-color-teal-filled)';
  if (row.late) return 'var(--mantine-color-red-filled)';
  return row.state === 'in_progress' ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-gray-5)';
}

/**
 * The verifications by week: one row each, a mark on the week it is planned (and, once closed, from the planned
 * week to the closing one). Scrolls sideways on a phone; the first column stays readable.
 */
export function WeekTimeline({ rows, onOpen }: { rows: GanttRow[]; onOpen: (row: GanttRow) => void }) {
  const { t } = useTranslation('verifications');
  const dates = rows.flatMap((row) => [row.scheduled_on, row.closed_on ?? row.scheduled_on]).sort();
  const weeks = weeksBetween(dates[0] ?? todayIso(), dates[dates.length - 1] ?? todayIso());
  const thisWeek = weekStart(todayIso());
  return (
    <ScrollArea type="auto" data-testid="verifications-gantt">
      <Table withTableBorder withColumnBorders striped highlightOnHover miw={320 + weeks.length * 44}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={240}>{t('gantt.verification')}</Table.Th>
            {weeks.map((week) => (
              <Table.Th key={week} ta="center" p={4} bg={week === thisWeek ? 'var(--mantine-primary-color-light)' : undefined}>
                <Text size="xs">{formatDay(week).slice(0, 5)}</Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const from = weekStart(row.scheduled_on);
            const to = weekStart(row.closed_on ?? row.scheduled_on);
            const [start, end] = from <= to ? [from, to] : [to, from];
            return (
              <Table.Tr key={row.id} onClick={() => onOpen(row)} style={{ cursor: 'pointer' }} data-testid="gantt-row">
                <Table.Td>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {row.activity_code} · {row.activity_description}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {[row.template_name, row.unit_name, row.responsible_name].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                {weeks.map((week) => (
                  <Table.Td key={week} p={4}>
                    {week >= start && week <= end && (
                      <Tooltip label={t('gantt.tooltip', { state: t(`states.${row.state}`), scheduled: formatDay(row.scheduled_on), closed: formatDay(row.closed_on) })}>
                        <Box h={14} style={{ borderRadius: 4, background: barColor(row) }} aria-label={t(`states.${row.state}`)} />
                      </Tooltip>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
