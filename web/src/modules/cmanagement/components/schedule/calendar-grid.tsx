import { Paper, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEntry } from '../../api/types';
import { sameMonth, toIsoDate, type CalendarView } from '@/lib/calendar-dates';
import { DayCell } from './day-cell';
import type { EntryKey } from './entry-drag';
import { entriesByDay } from './schedule-entries';

interface CalendarGridProps {
  view: CalendarView;
  anchor: Date;
  days: Date[];
  /** What the grid is called for assistive technology (the period shown). */
  label: string;
  entries: ScheduleEntry[];
  onDropEntry: (key: EntryKey, date: string) => void;
}

const ROW: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' };

const chunk = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));

/** Monday-first weeks as rows of seven day cells, under a row of weekday names. */
export function CalendarGrid({ view, anchor, days, label, entries, onDropEntry }: CalendarGridProps) {
  const { i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const spoken = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const today = toIsoDate(new Date());
  const byDay = entriesByDay(entries);

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <div role="grid" aria-label={label} data-testid="schedule-grid" data-view={view}>
        <div role="row" style={ROW}>
          {days.slice(0, 7).map((day) => (
            <Text key={day.getDay()} role="columnheader" size="xs" fw={700} tt="uppercase" c="dimmed" ta="center" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              {weekday.format(day)}
            </Text>
          ))}
        </div>
        {chunk(days, 7).map((week, row, weeks) => (
          <div role="row" key={toIsoDate(week[0] ?? anchor)} style={ROW}>
            {week.map((day, column) => {
              const date = toIsoDate(day);
              return (
                <DayCell
                  key={date}
                  date={date}
                  dayNumber={day.getDate()}
                  label={spoken.format(day)}
                  today={date === today}
                  outside={view === 'month' && !sameMonth(day, anchor)}
                  tall={view === 'week'}
                  // The grid's frame draws the outer edges.
                  edges={{ right: column < 6, bottom: row < weeks.length - 1 }}
                  entries={byDay.get(date) ?? []}
                  onDropEntry={onDropEntry}
                />
              );
            })}
          </div>
        ))}
      </div>
    </Paper>
  );
}
