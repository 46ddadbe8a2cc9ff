import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useDeleteBimModel } from '../../api/bim/delete-model';
import { useBimImpact } from '../../api/bim/get-impact';
import { useReprocessBimModel } from '../../api/bim/reprocess-model';
import type { BimModel } from '../../api/bim/types';
import { ImpactList } from './impact-list';
import { LoadError } from './load-error';

export type ForceAction = 'reprocess' | 'delete';

interface ForceActionDialogProps {
  action: ForceAction;
  model: BimModel;
  onClose: () => void;
  /** After the server did it (a deleted model's panel closes). */
  onDone: () => void;
}

/**
 * Force update or force delete of a model. Both are irreversible and remove the data other modules tied to the
 * model, so the dialog first lists what the server says will be removed, and the button stays off until the model's
 * name is typed: a checkbox is ticked by reflex, typing the name makes sure the right model is the one going away.
 */
function ForceActionBody({ action, model, onClose, onDone }: ForceActionDialogProps) {
  const { t } = useTranslation(['config-bim', 'common']);
  const impact = useBimImpact(model);
  const reprocess = useReprocessBimModel();
  const remove = useDeleteBimModel();
  const [typed, setTyped] = useState('');
  const pending = reprocess.isPending || remove.isPending;
  const confirmed = typed.trim() === model.model_name.trim();

  const run = () => {
    // Refusals are toasted by the API client; the dialog stays open to try again or cancel.
    const done = () => {
      notifySuccess(t(`force.${action}.done`, { name: model.model_name }));
      onDone();
    };
    if (action === 'delete') remove.mutate(model, { onSuccess: done });
    else reprocess.mutate(model.id, { onSuccess: done });
  };

  return (
    <Stack gap="md" data-testid={`bim-force-${action}`}>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('force.irreversible')}>
        {t(`force.${action}.explain`, { name: model.model_name })}
      </Alert>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('force.impactTitle')}
        </Text>
        {impact.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('force.impactLoading')}
            </Text>
          </Group>
        ) : impact.isError ? (
          <LoadError title={t('force.impactError')} onRetry={() => void impact.refetch()} />
        ) : (
          <ImpactList items={impact.data.items} />
        )}
      </Stack>
      <TextInput
        label={t('force.typeName', { name: model.model_name })}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
        data-testid="bim-force-name"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="red" disabled={!confirmed || !impact.isSuccess} loading={pending} onClick={run} data-testid="bim-force-confirm">
          {t(`force.${action}.confirm`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** The dialog of a force action; its content remounts on each opening (a fresh count, an empty name). */
export function ForceActionDialog({ opened, ...props }: ForceActionDialogProps & { opened: boolean }) {
  const { t } = useTranslation('config-bim');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t(`force.${props.action}.title`, { name: props.model.model_name })} centered size="lg">
      {opened && <ForceActionBody {...props} />}
    </Modal>
  );
}
