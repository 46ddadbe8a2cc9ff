import { Button, Stack } from '@mantine/core';
import { IconCloudDownload, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../api/connectors/types';
import { ActionCard } from './action-card';
import { CloudExportModal } from './cloud-export-modal';
import { CloudImportModal } from './cloud-import-modal';
import { notifyOutcome } from './notify-outcome';
import { OutcomeAlert } from './outcome-alert';

type Transfer = 'export' | 'import';

/** The cloud storage's actions: export a Cbox folder, import a remote one; each needs the connector active. */
export function CloudPanel({ active, root }: { active: boolean; root: string }) {
  const { t } = useTranslation('config-connectors');
  const [dialog, setDialog] = useState<Transfer | null>(null);
  const [last, setLast] = useState<{ transfer: Transfer; outcome: Outcome } | null>(null);
  const titles = (transfer: Transfer) => ({ ok: t(`outcome.${transfer}.ok`), failed: t(`outcome.${transfer}.failed`) });
  const done = (transfer: Transfer) => (outcome: Outcome) => {
    setDialog(null);
    setLast({ transfer, outcome });
    notifyOutcome(outcome, titles(transfer));
  };
  const hint = active ? null : t('cloud.inactive');
  const card = (transfer: Transfer) => (
    <ActionCard
      title={t(`cloud.${transfer}.title`)}
      body={t(`cloud.${transfer}.body`, { root })}
      hint={hint}
      testId={`cloud-${transfer}-panel`}
      action={
        <Button
          variant="light"
          leftSection={transfer === 'export' ? <IconCloudUpload size={16} /> : <IconCloudDownload size={16} />}
          disabled={!active}
          onClick={() => setDialog(transfer)}
          data-testid={`cloud-${transfer}`}
        >
          {t(`cloud.${transfer}.action`)}
        </Button>
      }
    >
      {last?.transfer === transfer && <OutcomeAlert outcome={last.outcome} titles={titles(transfer)} />}
    </ActionCard>
  );
  return (
    <Stack gap="lg">
      {card('export')}
      {card('import')}
      {/* Mounted only while open, so each opening starts from the active project's root. */}
      {dialog === 'export' && <CloudExportModal opened root={root} onClose={() => setDialog(null)} onDone={done('export')} />}
      {dialog === 'import' && <CloudImportModal opened onClose={() => setDialog(null)} onDone={done('import')} />}
    </Stack>
  );
}
