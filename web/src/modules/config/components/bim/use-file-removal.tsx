import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useDeleteBimFile } from '../../api/bim/delete-file';
import type { BimFile } from '../../api/bim/types';

/** Deleting one IFC file (and its elements) after a short confirmation; refusals are toasted by the API client. */
export function useFileRemoval() {
  const { t } = useTranslation(['config-bim', 'common']);
  const remove = useDeleteBimFile();
  return (file: BimFile) =>
    modals.openConfirmModal({
      title: t('files.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('files.deleteConfirm', { name: file.name })}</Text>,
      labels: { confirm: t('files.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'bim-confirm-delete-file' },
      onConfirm: () => remove.mutate(file.id, { onSuccess: () => notifySuccess(t('files.deleted', { name: file.name })) }),
    });
}
