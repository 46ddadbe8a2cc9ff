import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportFromCloud } from '../../api/connectors/transfer-cloud';
import type { Outcome } from '../../api/connectors/types';
import { CboxFolderPicker, type CboxCrumb } from './cbox-folder-picker';
import { ProjectSelect, useDefaultProject } from './project-select';
import { RemoteFolderPicker } from './remote-folder-picker';
import { useTransferError } from './use-transfer-error';

interface ImportModalProps {
  opened: boolean;
  onClose: () => void;
  /** The run finished (well or not): the dialog closes and the page shows the outcome. */
  onDone: (outcome: Outcome) => void;
}

function ImportForm({ onClose, onDone }: Omit<ImportModalProps, 'opened'>) {
  const { t } = useTranslation(['config-connectors', 'common']);
  const [remote, setRemote] = useState<string[]>([]);
  const [projectId, setProjectId] = useState(useDefaultProject());
  const [trail, setTrail] = useState<CboxCrumb[]>([]);
  const run = useImportFromCloud();
  const failure = useTransferError();
  const submit = () => {
    if (!projectId) return;
    failure.clear();
    run.mutate({ projectId, folderId: trail.at(-1)?.id ?? null, path: remote.join('/') }, { onSuccess: onDone, onError: failure.take });
  };
  return (
    <Stack gap="md" data-testid="cloud-import-form">
      <Text size="sm" c="dimmed">
        {t('cloud.import.body')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <RemoteFolderPicker trail={remote} onTrailChange={setRemote} />
        <Stack gap="md">
          <ProjectSelect
            value={projectId}
            onChange={(id) => {
              setProjectId(id);
              setTrail([]);
            }}
          />
          {projectId && <CboxFolderPicker projectId={projectId} label={t('cloud.cboxDestination')} trail={trail} onTrailChange={setTrail} />}
        </Stack>
      </SimpleGrid>
      {failure.error && (
        <Alert color="red" data-testid="cloud-transfer-error">
          {failure.error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={run.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button leftSection={<IconCloudDownload size={16} />} onClick={submit} loading={run.isPending} disabled={!projectId} data-testid="cloud-import-submit">
          {t('cloud.import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Importar desde la nube": a remote folder (browsed), and the Cbox folder of a project that receives its tree. */
export function CloudImportModal({ opened, ...props }: ImportModalProps) {
  const { t } = useTranslation('config-connectors');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('cloud.import.title')} centered size="xl">
      <ImportForm {...props} />
    </Modal>
  );
}
