import { LoadingOverlay, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/lib/session';
import { useSchedule } from '../api/schedule/get-schedule';
import { shiftAnchor, toIsoDate, visibleDays } from '@/lib/calendar-dates';
import { CalendarGrid } from '../components/schedule/calendar-grid';
import { filterEntries } from '../components/schedule/schedule-entries';
import { ScheduleEmpty, ScheduleError } from '../components/schedule/schedule-states';
import { ScheduleToolbar } from '../components/schedule/schedule-toolbar';
import { useScheduleDrop } from '../components/schedule/use-schedule-drop';
import { useScheduleParams } from '../components/schedule/use-schedule-params';

/**
 * /cmanagement/schedule: the project's tasks (by due date) and postponed tickets (by the day they come back) on a
 * month or week calendar; an entry opens its task or ticket, and dragging it to another day reschedules it.
 */
export function SchedulePage() {
  useHelpKey('cmanagement-schedule.schedule');
  const { t, i18n } = useTranslation('cmanagement-schedule');
  const me = useMe();
  const params = useScheduleParams();
  const days = visibleDays(params.view, params.anchor);
  const first = days[0] ?? params.anchor;
  const last = days.at(-1) ?? params.anchor;
  const schedule = useSchedule({ from: toIsoDate(first), to: toIsoDate(last) });
  const all = schedule.data ?? [];
  const entries = filterEntries(all, { assigneeId: params.mine ? me.user.id : null, kind: params.kind });
  const onDropEntry = useScheduleDrop(all);
  const title =
    params.view === 'week'
      ? new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(first, last)
      : new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(params.anchor);

  return (
    <Stack gap="md" data-testid="schedule-page">
      <PageHeader title={t('title')} description={t('description')} />
      <ScheduleToolbar
        params={params}
        title={title}
        onStep={(step) => params.update({ anchor: shiftAnchor(params.view, params.anchor, step) })}
        onToday={() => params.update({ anchor: new Date() })}
        onChange={params.update}
      />
      {schedule.isError ? (
        <ScheduleError message={schedule.error.message} onRetry={() => void schedule.refetch()} />
      ) : schedule.isLoading ? (
        <PageLoader />
      ) : (
        <>
          {entries.length === 0 && <ScheduleEmpty filtered={all.length > 0} />}
          <div style={{ position: 'relative' }}>
            <LoadingOverlay visible={schedule.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ type: 'oval', color: 'gray' }} />
            <CalendarGrid view={params.view} anchor={params.anchor} days={days} label={title} entries={entries} onDropEntry={onDropEntry} />
          </div>
        </>
      )}
    </Stack>
  );
}

export default SchedulePage;
