import { Anchor, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSyncHrWorkers } from '../../api/connectors/sync-hr';
import type { Outcome } from '../../api/connectors/types';
import { ActionCard } from './action-card';
import { notifyOutcome } from './notify-outcome';
import { OutcomeAlert } from './outcome-alert';

/** "Sincronizar trabajadores": reads the HR system's workers now; only while the connector is active. */
export function HrSyncPanel({ active }: { active: boolean }) {
  const { t } = useTranslation('config-connectors');
  const sync = useSyncHrWorkers();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titles = { ok: t('outcome.sync.ok'), failed: t('outcome.sync.failed') };
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (done) => {
        setOutcome(done);
        notifyOutcome(done, titles);
      },
    });
  return (
    <ActionCard
      title={t('hr.title')}
      body={t('hr.body')}
      hint={active ? null : t('hr.inactive')}
      testId="hr-sync-panel"
      action={
        <Button leftSection={<IconRefresh size={16} />} disabled={!active} loading={sync.isPending} onClick={run} data-testid="hr-sync">
          {t('hr.action')}
        </Button>
      }
    >
      {outcome && (
        <OutcomeAlert outcome={outcome} titles={titles}>
          {outcome.ok && (
            <Anchor component={Link} to="/config/trabajadores" size="sm">
              {t('hr.toWorkers')}
            </Anchor>
          )}
        </OutcomeAlert>
      )}
    </ActionCard>
  );
}
