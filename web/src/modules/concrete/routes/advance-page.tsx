import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { toIsoDate } from '@/lib/calendar-dates';
import { useMe } from '@/lib/session';
import { useAdvance, useFirstPour } from '../api/advance';
import { AdvanceView } from '../components/advance/advance-view';
import { replayStart } from '../components/advance/days';
import { NoConcreteModel } from '../components/advance/no-model';
import { ConcreteTabs } from '../components/concrete-tabs';

/**
 * `/concrete/advanceBim`: the project's Concrete model coloured by the state of its elements (not poured, poured, lot
 * pending, conforming, non-conforming) on a day that a slider replays, with the m³ poured by element kind and storey.
 */
export default function AdvancePage() {
  const { t } = useTranslation('concrete-advance');
  const projectId = useMe().active_project_id ?? '';
  const [today] = useState(() => toIsoDate(new Date()));
  const [date, setDate] = useState(today);
  const advance = useAdvance(projectId, date);
  const firstPour = useFirstPour(projectId);
  const data = advance.data;

  let body;
  if (!data) {
    body = advance.isError ? (
      <Alert color="red" variant="light" title={t('error.title')} role="alert" data-testid="concrete-advance-error">
        {t('error.description')}
        <Button variant="light" color="red" size="xs" mt="xs" display="block" onClick={() => void advance.refetch()}>
          {t('error.retry')}
        </Button>
      </Alert>
    ) : (
      <PageLoader />
    );
  } else if (!data.model_id) {
    body = <NoConcreteModel namespace="concrete-advance" testId="concrete-advance-no-model" />;
  } else {
    body = (
      <AdvanceView
        modelId={data.model_id}
        advance={data}
        date={date}
        onDate={setDate}
        start={replayStart(firstPour.data ?? null, today)}
        end={today}
        anyPlacement={firstPour.data !== null}
        failed={advance.isError}
      />
    );
  }
  return (
    <>
      <ConcreteTabs />
      {body}
    </>
  );
}
