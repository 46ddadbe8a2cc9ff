import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useRenewSecret } from '../../api/webhooks/renew-secret';
import type { WebhookApp } from '../../api/webhooks/types';
import type { ShownSecret } from './secret-modal';

/** Renewing an application's secret, after a confirmation (the old secret stops signing at once); `onRenewed` shows the new one. */
export function useSecretRenewal(onRenewed: (shown: ShownSecret) => void) {
  const { t } = useTranslation(['config-webhooks', 'common']);
  const renew = useRenewSecret();
  const confirm = (app: WebhookApp) =>
    modals.openConfirmModal({
      title: t('secret.renewTitle'),
      centered: true,
      children: <Text size="sm">{t('secret.renewConfirm', { name: app.name })}</Text>,
      labels: { confirm: t('secret.renew'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'orange', 'data-testid': 'confirm-renew-secret' },
      onConfirm: () => renew.mutate(app.id, { onSuccess: ({ app: renewed, secret }) => onRenewed({ appName: renewed.name, secret, renewed: true }) }),
    });
  return { confirm, pending: renew.isPending };
}
