import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useReschedule } from '../../api/schedule/reschedule';
import type { ScheduleEntry } from '../../api/types';
import { parseIsoDate, toIsoDate } from '@/lib/calendar-dates';
import type { EntryKey } from './entry-drag';

/**
 * What happens when an entry is dropped on a day: a task takes that due date; a postponed ticket is postponed until
 * then, which must be after today (refused here, with a notice, before asking the server).
 */
export function useScheduleDrop(entries: readonly ScheduleEntry[]) {
  const { t, i18n } = useTranslation('cmanagement-schedule');
  const reschedule = useReschedule();
  const spoken = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' });

  return (key: EntryKey, date: string) => {
    const entry = entries.find((item) => item.kind === key.kind && item.id === key.id);
    if (!entry || entry.date === date) return;
    if (entry.kind === 'ticket' && date <= toIsoDate(new Date())) {
      notifications.show({
        color: 'orange',
        icon: createElement(IconAlertTriangle, { size: 18, 'aria-hidden': true }),
        title: t('drop.refusedTitle'),
        message: t('drop.ticketNotAfterToday'),
        withCloseButton: true,
        'data-testid': 'schedule-refused',
      });
      return;
    }
    const day = spoken.format(parseIsoDate(date) ?? new Date());
    reschedule.mutate(
      { entry, date },
      { onSuccess: () => notifySuccess(t(entry.kind === 'task' ? 'drop.taskMoved' : 'drop.ticketPostponed', { title: entry.title, number: entry.ticket_number, day })) },
    );
  };
}
