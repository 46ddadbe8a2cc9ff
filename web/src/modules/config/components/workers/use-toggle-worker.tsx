import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useUpdateWorker } from '../../api/update-worker';
import type { Worker } from '../../api/worker-types';
import { notifySuccess } from '@/components/ui/notify-success';
import { toggledWorker } from './worker-form-values';
import { workerName } from './workers-table';

/** Activate or deactivate a worker after a confirmation (a refusal is the usual toast). */
export function useToggleWorker() {
  const { t } = useTranslation(['config-workers', 'common']);
  const update = useUpdateWorker();
  return (worker: Worker) => {
    const name = workerName(worker);
    const activating = !worker.active;
    modals.openConfirmModal({
      title: t(activating ? 'status.activateTitle' : 'status.deactivateTitle'),
      centered: true,
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      children: <Text size="sm">{t(activating ? 'status.activateConfirm' : 'status.deactivateConfirm', { name })}</Text>,
      labels: { confirm: t(activating ? 'status.activate' : 'status.deactivate'), cancel: t('common:actions.cancel') },
      confirmProps: { color: activating ? 'teal' : 'red', 'data-testid': 'confirm-worker-status' },
      onConfirm: () => update.mutate(toggledWorker(worker), { onSuccess: () => notifySuccess(t(activating ? 'status.activated' : 'status.deactivated', { name })) }),
    });
  };
}
