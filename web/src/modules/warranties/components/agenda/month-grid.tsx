import { Paper, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgendaOut } from '../../api/types';
import { isoDay } from '../shared/format';
import { isoWeekday, sameMonth, toIsoDate } from './calendar-dates';
import { DropCell } from './drop-cell';
import { VisitChip } from './visit-chip';
import type { DropTarget } from './visit-drop';

interface MonthGridProps {
  agenda: AgendaOut;
  anchor: Date;
  days: Date[];
  label: string;
  onDropVisit: (unitId: string, target: DropTarget) => void;
}

const ROW: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' };
const BORDER = '1px solid var(--mantine-color-default-border)';

/** Monday-first weeks of a month; a visit dropped on another day keeps its time. */
export function MonthGrid({ agenda, anchor, days, label, onDropVisit }: MonthGridProps) {
  const { i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const spoken = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const today = toIsoDate(new Date());
  const byDay = new Map<string, AgendaOut['visits']>();
  for (const visit of [...agenda.visits].sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at))) {
    const day = isoDay(new Date(visit.scheduled_at));
    byDay.set(day, [...(byDay.get(day) ?? []), visit]);
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <div role="grid" aria-label={label} data-testid="agenda-grid" data-view="month">
        <div role="row" style={ROW}>
          {days.slice(0, 7).map((day) => (
            <Text key={day.getDay()} role="columnheader" size="xs" fw={700} tt="uppercase" c="dimmed" ta="center" py={6} style={{ borderBottom: BORDER }}>
              {weekday.format(day)}
            </Text>
          ))}
        </div>
        {Array.from({ length: days.length / 7 }, (_, row) => days.slice(row * 7, row * 7 + 7)).map((week) => (
          <div role="row" key={toIsoDate(week[0] ?? anchor)} style={ROW}>
            {week.map((day, column) => {
              const date = toIsoDate(day);
              return (
                <DropCell
                  key={date}
                  target={{ date }}
                  label={spoken.format(day)}
                  today={date === today}
                  off={!agenda.working_days.includes(isoWeekday(day)) || !sameMonth(day, anchor)}
                  onDropVisit={onDropVisit}
                  style={{ minHeight: 110, borderRight: column < 6 ? BORDER : undefined, borderBottom: BORDER }}
                >
                  <Stack gap={4}>
                    <Text size="xs" aria-hidden fw={date === today ? 700 : 500} c={date === today ? 'blue.8' : sameMonth(day, anchor) ? undefined : 'dimmed'}>
                      {day.getDate()}
                    </Text>
                    {(byDay.get(date) ?? []).map((visit) => (
                      <VisitChip key={visit.unit_id} visit={visit} />
                    ))}
                  </Stack>
                </DropCell>
              );
            })}
          </div>
        ))}
      </div>
    </Paper>
  );
}
