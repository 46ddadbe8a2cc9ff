import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useDeleteApp } from '../../api/webhooks/delete-app';
import type { WebhookApp } from '../../api/webhooks/types';

/** Deleting an application, after a confirmation: its events, pending deliveries and History go with it. */
export function useAppRemoval() {
  const { t } = useTranslation(['config-webhooks', 'common']);
  const remove = useDeleteApp();
  return (app: WebhookApp) =>
    modals.openConfirmModal({
      title: t('apps.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('apps.deleteConfirm', { name: app.name })}</Text>,
      labels: { confirm: t('apps.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-app' },
      onConfirm: () => remove.mutate(app.id, { onSuccess: () => notifySuccess(t('apps.deleted', { name: app.name })) }),
    });
}
