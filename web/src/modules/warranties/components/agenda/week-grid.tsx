import { Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgendaOut, AgendaVisit } from '../../api/types';
import { isoDay, timeOf } from '../shared/format';
import { daySlots, isoWeekday, slotOf, toIsoDate } from './calendar-dates';
import { DropCell } from './drop-cell';
import { VisitChip } from './visit-chip';
import type { DropTarget } from './visit-drop';

interface WeekGridProps {
  agenda: AgendaOut;
  days: Date[];
  label: string;
  onDropVisit: (unitId: string, target: DropTarget) => void;
}

const ROW: CSSProperties = { display: 'grid', gridTemplateColumns: '56px repeat(7, minmax(88px, 1fr))' };
const BORDER = '1px solid var(--mantine-color-default-border)';

/** A week as slots of one visit each (the project's visit length, from its day start to its day end) per day. */
export function WeekGrid({ agenda, days, label, onDropVisit }: WeekGridProps) {
  const { i18n } = useTranslation();
  const heading = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric' });
  const spoken = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const slots = daySlots(agenda.day_start, agenda.day_end, agenda.visit_minutes);
  const today = toIsoDate(new Date());
  const bySlot = new Map<string, AgendaVisit[]>();
  for (const visit of agenda.visits) {
    const key = `${isoDay(new Date(visit.scheduled_at))} ${slotOf(timeOf(visit.scheduled_at), slots)}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), visit]);
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <ScrollArea type="auto">
        <div role="grid" aria-label={label} data-testid="agenda-grid" data-view="week" style={{ minWidth: 680 }}>
          <div role="row" style={ROW}>
            <span role="columnheader" style={{ borderBottom: BORDER }} />
            {days.map((day) => (
              <Text key={toIsoDate(day)} role="columnheader" size="xs" fw={700} tt="uppercase" ta="center" py={6} c={toIsoDate(day) === today ? 'blue.8' : 'dimmed'} style={{ borderBottom: BORDER, borderLeft: BORDER }}>
                {heading.format(day)}
              </Text>
            ))}
          </div>
          {slots.map((slot) => (
            <div role="row" key={slot} style={ROW}>
              <Text role="rowheader" size="xs" c="dimmed" ta="right" pr={8} pt={4} style={{ borderBottom: BORDER }}>
                {slot}
              </Text>
              {days.map((day) => {
                const date = toIsoDate(day);
                return (
                  <DropCell
                    key={date}
                    target={{ date, time: slot }}
                    label={`${spoken.format(day)} ${slot}`}
                    off={!agenda.working_days.includes(isoWeekday(day))}
                    onDropVisit={onDropVisit}
                    style={{ minHeight: 44, borderLeft: BORDER, borderBottom: BORDER }}
                  >
                    <Stack gap={2}>
                      {(bySlot.get(`${date} ${slot}`) ?? []).map((visit) => (
                        <VisitChip key={visit.unit_id} visit={visit} withTime={timeOf(visit.scheduled_at) !== slot} />
                      ))}
                    </Stack>
                  </DropCell>
                );
              })}
            </div>
          ))}
        </div>
      </ScrollArea>
    </Paper>
  );
}
