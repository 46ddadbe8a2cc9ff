import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useSetCompanyBlocked } from '../../api/admin/update-company';
import type { AdminCompanyOut } from '../../api/types';

/** Blocking or unblocking a company after a confirmation: a blocked company's users cannot work until it is lifted. */
export function useBlockToggle() {
  const { t } = useTranslation(['billing', 'common']);
  const setBlocked = useSetCompanyBlocked();
  return (company: AdminCompanyOut) => {
    const blocked = !company.blocked;
    const key = blocked ? 'block' : 'unblock';
    modals.openConfirmModal({
      title: t(`admin.${key}.title`, { name: company.name }),
      centered: true,
      children: <Text size="sm">{t(`admin.${key}.confirm`, { name: company.name })}</Text>,
      labels: { confirm: t(`admin.${key}.action`), cancel: t('common:actions.cancel') },
      confirmProps: { color: blocked ? 'red' : 'teal', 'data-testid': `confirm-${key}` },
      onConfirm: () =>
        setBlocked.mutate({ id: company.id, blocked }, { onSuccess: () => notifySuccess(t(`admin.${key}.done`, { name: company.name })) }),
    });
  };
}
