import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDatabasePlus, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { notifySuccess } from '@/components/ui/notify-success';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateDump } from '../api/create-dump';
import { useDownloadDump } from '../api/download-dump';
import { useDumps } from '../api/get-dumps';
import { LoadError } from '../components/load-error';
import { DumpsTable } from '../components/dumps/dumps-table';

export const RESTORE_COMMAND = 'obra admin restore-drill <file>';

/**
 * Database dumps (`/tiinsights/dbdump`): the ones kept on the server with their download, and a new one on demand
 * after a confirmation. The help says how to prove a dump restores.
 */
export default function DbdumpPage() {
  useHelpKey('tiinsights.dbdump');
  const { t } = useTranslation(['tiinsights', 'common']);
  const dumps = useDumps();
  const create = useCreateDump();
  const download = useDownloadDump();

  const confirmCreate = () =>
    modals.openConfirmModal({
      title: t('dumps.confirmTitle'),
      children: <Text size="sm">{t('dumps.confirmBody')}</Text>,
      labels: { confirm: t('dumps.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'dump-confirm' },
      onConfirm: () => create.mutate(undefined, { onSuccess: () => notifySuccess(t('dumps.created')) }),
    });

  return (
    <Stack gap="md" data-testid="dbdump-page">
      <PageHeader
        title={t('dumps.title')}
        description={t('dumps.description')}
        actions={
          <Button leftSection={<IconDatabasePlus size={16} />} onClick={confirmCreate} loading={create.isPending} data-testid="dump-create">
            {t('dumps.create')}
          </Button>
        }
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title={t('dumps.restoreTitle')} data-testid="dump-restore-help">
        <Stack gap={6}>
          <Text size="sm">{t('dumps.restoreBody')}</Text>
          <Code block>{RESTORE_COMMAND}</Code>
        </Stack>
      </Alert>
      {dumps.isError && <LoadError message={dumps.error.message} onRetry={() => void dumps.refetch()} />}
      {!dumps.isError && (
        <DumpsTable
          dumps={dumps.data ?? []}
          fetching={dumps.isPending || create.isPending}
          downloading={download.isPending ? download.variables.id : null}
          onDownload={(dump) => download.mutate(dump)}
        />
      )}
    </Stack>
  );
}
