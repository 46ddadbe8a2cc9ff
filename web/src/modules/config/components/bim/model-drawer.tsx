import { Alert, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBimModel } from '../../api/bim/get-model';
import type { BimModel } from '../../api/bim/types';
import { failureOf } from './bim-format';
import { ConcreteSwitch } from './concrete-switch';
import { ForceActionDialog, type ForceAction } from './force-action-dialog';
import { ModelFiles } from './model-files';
import { BimStateBadge } from './state-badge';

interface ModelDrawerProps {
  /** The model as the list knows it (kept by the caller while the drawer slides out). */
  model: BimModel | null;
  opened: boolean;
  onClose: () => void;
  /** After a force delete: the caller drops the model at once, so nothing asks the server for it again. */
  onDeleted: () => void;
}

/** The panel of one model, polled every 1.5 s while the server works on its files. */
function ModelPanel({ initial, onDeleted }: { initial: BimModel; onDeleted: () => void }) {
  const { t } = useTranslation('config-bim');
  const query = useBimModel(initial.id, initial.project_id, initial);
  const model = query.data ?? initial;
  const [force, setForce] = useState<{ opened: boolean; action: ForceAction }>({ opened: false, action: 'reprocess' });
  const closeForce = () => setForce((state) => ({ ...state, opened: false }));

  return (
    <Stack gap="lg" data-testid="bim-model-panel">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('panel.modelId', { id: model.model_id })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('panel.files', { count: model.files.length })}
          </Text>
        </Stack>
        <BimStateBadge state={model.state} progress={model.progress} error={failureOf(model)} name={model.model_name} />
      </Group>
      {query.isError && (
        <Alert color="orange" variant="light" data-testid="bim-model-stale">
          {t('panel.refreshFailed')}
        </Alert>
      )}
      <ConcreteSwitch model={model} />
      <Divider />
      <ModelFiles model={model} />
      <Divider label={t('panel.danger')} labelPosition="left" color="red" />
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('panel.dangerHint')}
        </Text>
        <Group gap="sm">
          <Button variant="light" color="orange" leftSection={<IconRefresh size={16} />} onClick={() => setForce({ opened: true, action: 'reprocess' })} data-testid="bim-force-reprocess-open">
            {t('force.reprocess.open')}
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setForce({ opened: true, action: 'delete' })} data-testid="bim-force-delete-open">
            {t('force.delete.open')}
          </Button>
        </Group>
      </Stack>
      <ForceActionDialog
        opened={force.opened}
        action={force.action}
        model={model}
        onClose={closeForce}
        onDone={() => {
          closeForce();
          if (force.action === 'delete') onDeleted();
        }}
      />
    </Stack>
  );
}

export function ModelDrawer({ model, opened, onClose, onDeleted }: ModelDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={model?.model_name ?? ''} data-testid="bim-model-drawer">
      {model && <ModelPanel key={model.id} initial={model} onDeleted={onDeleted} />}
    </Drawer>
  );
}
