import { Badge } from '@mantine/core';
import { IconChecklist, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScheduleEntry } from '../../api/types';
import { startEntryDrag } from './entry-drag';
import { entryHref, isDone, PRIORITY_COLORS } from './schedule-entries';

/**
 * One agenda entry: a task (light) or a postponed ticket (filled), coloured by priority, with its ticket number. It
 * opens the task or the ticket, and drags to another day to reschedule it.
 */
export function ScheduleChip({ entry }: { entry: ScheduleEntry }) {
  const { t } = useTranslation('cmanagement-schedule');
  const label = t(entry.kind === 'task' ? 'chip.task' : 'chip.ticket', { title: entry.title, number: entry.ticket_number });
  const Icon = entry.kind === 'task' ? IconChecklist : IconClockPause;
  return (
    <Badge
      component={Link}
      to={entryHref(entry)}
      draggable
      onDragStart={(event) => startEntryDrag(event, entry)}
      aria-label={label}
      title={`${label} · ${t(`priority.${entry.priority}`)}`}
      variant={entry.kind === 'task' ? 'light' : 'filled'}
      color={PRIORITY_COLORS[entry.priority]}
      leftSection={<Icon size={12} aria-hidden />}
      radius="sm"
      size="md"
      tt="none"
      fullWidth
      td={isDone(entry) ? 'line-through' : undefined}
      style={{ cursor: 'grab', justifyContent: 'flex-start' }}
      data-testid="schedule-chip"
      data-kind={entry.kind}
    >
      {`#${entry.ticket_number} ${entry.title}`}
    </Badge>
  );
}
