import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportToCloud } from '../../api/connectors/transfer-cloud';
import type { Outcome } from '../../api/connectors/types';
import { CboxFolderPicker, type CboxCrumb } from './cbox-folder-picker';
import { ProjectSelect, useDefaultProject } from './project-select';
import { useTransferError } from './use-transfer-error';

interface TransferModalProps {
  opened: boolean;
  root: string;
  onClose: () => void;
  /** The run finished (well or not): the dialog closes and the page shows the outcome. */
  onDone: (outcome: Outcome) => void;
}

function ExportForm({ root, onClose, onDone }: Omit<TransferModalProps, 'opened'>) {
  const { t } = useTranslation(['config-connectors', 'common']);
  const [projectId, setProjectId] = useState(useDefaultProject());
  const [trail, setTrail] = useState<CboxCrumb[]>([]);
  const run = useExportToCloud();
  const failure = useTransferError();
  const submit = () => {
    if (!projectId) return;
    failure.clear();
    run.mutate({ projectId, folderId: trail.at(-1)?.id ?? null }, { onSuccess: onDone, onError: failure.take });
  };
  return (
    <Stack gap="md" data-testid="cloud-export-form">
      <Text size="sm" c="dimmed">
        {t('cloud.export.body', { root })}
      </Text>
      <ProjectSelect
        value={projectId}
        onChange={(id) => {
          setProjectId(id);
          setTrail([]);
        }}
      />
      {projectId && <CboxFolderPicker projectId={projectId} label={t('cloud.cboxSource')} trail={trail} onTrailChange={setTrail} />}
      {failure.error && (
        <Alert color="red" data-testid="cloud-transfer-error">
          {failure.error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={run.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button leftSection={<IconCloudUpload size={16} />} onClick={submit} loading={run.isPending} disabled={!projectId} data-testid="cloud-export-submit">
          {t('cloud.export.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Exportar carpeta de Cbox": a project, one of its Cbox folders (or its root), and off it goes. */
export function CloudExportModal({ opened, ...props }: TransferModalProps) {
  const { t } = useTranslation('config-connectors');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('cloud.export.title')} centered size="lg">
      <ExportForm {...props} />
    </Modal>
  );
}
