import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloudFolder } from '../../api/browse-cloud';
import { useImportFromCloud } from '../../api/import-from-cloud';
import { CloudBrowser } from './cloud-browser';
import { notifyCloudOutcome } from './cloud-progress';

interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The Cbox folder that receives the import (null: the project root) and its name. */
  folderId: string | null;
  folderName: string;
}

function ImportForm({ folderId, folderName, onClose, onPendingChange }: Omit<ImportDialogProps, 'opened'> & { onPendingChange: (pending: boolean) => void }) {
  const { t } = useTranslation(['cbox', 'common']);
  const [trail, setTrail] = useState<string[]>([]);
  const path = trail.join('/');
  // The same query the browser shows: import only a folder that could be opened.
  const shown = useCloudFolder(path);
  const run = useImportFromCloud();
  const source = trail.at(-1) ?? t('cloud.browse.root');

  const submit = () => {
    onPendingChange(true);
    // A promise rather than mutate's callbacks, so the outcome is told even if the library has moved on.
    run
      .mutateAsync({ path, folderId })
      .then(
        (outcome) => {
          notifyCloudOutcome(outcome, { ok: t('cloud.import.done'), failed: t('cloud.import.failed') });
          if (outcome.ok) onClose();
        },
        () => undefined, // refused (connector off, folder gone): the API client toasted it
      )
      .finally(() => onPendingChange(false));
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('cloud.import.intro', { folder: folderName })}
      </Text>
      <CloudBrowser trail={trail} onTrailChange={setTrail} />
      <Text size="sm">{t('cloud.import.summary', { source, folder: folderName })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={run.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button leftSection={<IconCloudDownload size={16} />} onClick={submit} loading={run.isPending} disabled={!shown.isSuccess || shown.isPlaceholderData}>
          {t('cloud.import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Picks a folder of the cloud storage by browsing it and copies its contents into the current Cbox folder. */
export function ImportDialog({ opened, onClose, folderId, folderName }: ImportDialogProps) {
  const { t } = useTranslation('cbox');
  const [pending, setPending] = useState(false);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('cloud.import.title')} centered size="lg" closeOnClickOutside={!pending} closeOnEscape={!pending}>
      <ImportForm folderId={folderId} folderName={folderName} onClose={onClose} onPendingChange={setPending} />
    </Modal>
  );
}
