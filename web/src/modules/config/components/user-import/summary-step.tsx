import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PreviewTable } from './preview-table';
import { RowErrorsTable } from './row-errors-table';
import { SummaryCounts } from './summary-counts';
import type { ImportWizard } from './use-import-wizard';

/** The id the confirm button points to, so a screen reader hears why it is disabled. */
export const BLOCKED_REASON_ID = 'import-blocked-reason';

/**
 * Step 5: what the import would do. With any error nobody is imported: the errors are listed by row and the way
 * forward is a corrected file.
 */
export function SummaryStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const { summary } = wizard;
  if (!summary) return null;
  const blocked = summary.error_count > 0;

  return (
    <Stack gap="lg" data-testid="import-step-summary">
      <SummaryCounts summary={summary} />
      {blocked ? (
        <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('summary.blockedTitle')} data-testid="import-blocked">
          <Stack gap="sm" align="flex-start">
            <Text size="sm" id={BLOCKED_REASON_ID}>
              {t('summary.blocked')}
            </Text>
            <Button size="sm" color="red" variant="light" leftSection={<IconUpload size={16} />} onClick={wizard.chooseAnotherFile} data-testid="import-upload-corrected">
              {t('summary.upload')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Alert color="teal" icon={<IconCircleCheck size={20} />} title={t('summary.readyTitle')} data-testid="import-ready">
          {t('summary.ready', { count: summary.valid_rows })}
        </Alert>
      )}
      {blocked && <RowErrorsTable errors={summary.errors} total={summary.error_count} />}
      <PreviewTable rows={summary.preview} />
      {!blocked && (
        <Checkbox
          label={t('summary.invitations')}
          checked={wizard.choices.sendInvitations}
          onChange={(event) => {
            const sendInvitations = event.currentTarget.checked;
            wizard.change((current) => ({ ...current, sendInvitations }));
          }}
          data-testid="import-invitations"
        />
      )}
    </Stack>
  );
}
