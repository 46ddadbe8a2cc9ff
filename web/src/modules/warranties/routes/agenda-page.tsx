import { Alert, LoadingOverlay, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useAgenda } from '../api/get-agenda';
import { AgendaLegend } from '../components/agenda/agenda-legend';
import { AgendaToolbar } from '../components/agenda/agenda-toolbar';
import { shiftAnchor, toIsoDate, visibleDays } from '../components/agenda/calendar-dates';
import { MonthGrid } from '../components/agenda/month-grid';
import { useAgendaParams } from '../components/agenda/use-agenda-params';
import { useVisitDrop } from '../components/agenda/use-visit-drop';
import { WeekGrid } from '../components/agenda/week-grid';
import { LoadError } from '../components/shared/load-error';
import { responsibleOf, useResponsibleOptions } from '../components/shared/use-people';

/**
 * `/warranties/agenda`: the project's delivery visits on a week (one row per visit slot) or month calendar, by
 * responsible; dragging a visit to another day or slot schedules it again for the same responsible.
 */
export default function AgendaPage() {
  useHelpKey('warranties-agenda.agenda');
  const { t, i18n } = useTranslation('warranties-agenda');
  const params = useAgendaParams();
  const days = visibleDays(params.view, params.anchor);
  const first = days[0] ?? params.anchor;
  const last = days.at(-1) ?? params.anchor;
  const agenda = useAgenda({ from: toIsoDate(first), to: toIsoDate(last), responsible_id: params.responsible });
  const visits = agenda.data?.visits ?? [];
  const people = useResponsibleOptions(visits.map(responsibleOf));
  const onDropVisit = useVisitDrop(visits);
  const title =
    params.view === 'week'
      ? new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(first, last)
      : new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(params.anchor);

  return (
    <Stack gap="md" data-testid="agenda-page">
      <PageHeader title={t('title')} description={t('description')} />
      <AgendaToolbar
        params={params}
        title={title}
        people={people}
        onStep={(step) => params.update({ anchor: shiftAnchor(params.view, params.anchor, step) })}
        onToday={() => params.update({ anchor: new Date() })}
        onChange={params.update}
      />
      {agenda.isError ? (
        <LoadError message={agenda.error.message} onRetry={() => void agenda.refetch()} />
      ) : !agenda.data ? (
        <PageLoader />
      ) : (
        <>
          <AgendaLegend agenda={agenda.data} />
          {visits.length === 0 && (
            <Alert color="gray" variant="light" icon={<IconCalendarOff size={20} />} title={t('empty.title')} data-testid="agenda-empty">
              {t('empty.description')}
            </Alert>
          )}
          <div style={{ position: 'relative' }}>
            <LoadingOverlay visible={agenda.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ type: 'oval', color: 'gray' }} />
            {params.view === 'week' ? (
              <WeekGrid agenda={agenda.data} days={days} label={title} onDropVisit={onDropVisit} />
            ) : (
              <MonthGrid agenda={agenda.data} anchor={params.anchor} days={days} label={title} onDropVisit={onDropVisit} />
            )}
          </div>
        </>
      )}
    </Stack>
  );
}
