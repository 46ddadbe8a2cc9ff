import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconArrowRight, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BLOCKED_REASON_ID } from './summary-step';
import type { ImportWizard } from './use-import-wizard';

/** The summary's confirmation: a last question before anything is written. */
function ConfirmImport({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation(['config-import', 'common']);
  const { summary, upload } = wizard;
  const blocked = !summary || summary.error_count > 0 || summary.valid_rows === 0;

  const ask = () =>
    modals.openConfirmModal({
      title: t('summary.confirm'),
      centered: true,
      children: <Text size="sm">{t('summary.confirmBody', { count: summary?.valid_rows ?? 0, file: upload?.import.file_name ?? '' })}</Text>,
      labels: { confirm: t('summary.confirmAction'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'import-commit' },
      onConfirm: () => void wizard.commit(),
    });

  return (
    <Button
      leftSection={<IconUserPlus size={16} />}
      disabled={blocked}
      loading={wizard.committing}
      onClick={ask}
      aria-describedby={summary && summary.error_count > 0 ? BLOCKED_REASON_ID : undefined}
      data-testid="import-confirm"
    >
      {t('summary.confirm')}
    </Button>
  );
}

/** Back and next under every step; the summary ends with the confirmation instead of "Siguiente". */
export function WizardFooter({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const first = wizard.step === 'projects';
  return (
    <Group justify="space-between" gap="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={wizard.back} disabled={wizard.committing} style={{ visibility: first ? 'hidden' : undefined }} data-testid="import-back">
        {t('nav.back')}
      </Button>
      {wizard.step === 'summary' ? (
        <ConfirmImport wizard={wizard} />
      ) : (
        <Button rightSection={<IconArrowRight size={16} />} loading={wizard.checking} onClick={() => void wizard.next()} data-testid="import-next">
          {t('nav.next')}
        </Button>
      )}
    </Group>
  );
}
