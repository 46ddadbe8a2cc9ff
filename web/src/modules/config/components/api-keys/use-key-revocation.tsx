import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useRevokeApiKey } from '../../api/api-keys/revoke-api-key';
import type { ApiKey } from '../../api/api-keys/types';

/** Revoking a key after a confirmation: its programs lose access at once, for good. */
export function useKeyRevocation() {
  const { t } = useTranslation(['config-api-keys', 'common']);
  const revoke = useRevokeApiKey();
  return (key: ApiKey) =>
    modals.openConfirmModal({
      title: t('revoke.title'),
      centered: true,
      children: <Text size="sm">{t('revoke.confirm', { name: key.name })}</Text>,
      labels: { confirm: t('revoke.action'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-revoke-key' },
      onConfirm: () => revoke.mutate(key.id, { onSuccess: () => notifySuccess(t('revoke.done', { name: key.name })) }),
    });
}
