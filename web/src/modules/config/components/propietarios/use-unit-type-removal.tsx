import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useDeleteUnitType } from '../../api/propietarios/delete-unit-type';
import type { UnitType } from '../../api/propietarios/types';

/** Deleting a unit type after a confirmation; one that units use is refused (422 on `unit_type`), shown as the toast. */
export function useUnitTypeRemoval(onDeleted: (unitType: UnitType) => void) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const remove = useDeleteUnitType();
  return (unitType: UnitType) =>
    modals.openConfirmModal({
      title: t('unitTypes.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('unitTypes.deleteConfirm', { name: unitType.name })}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-unit-type' },
      onConfirm: () =>
        remove.mutate(unitType.id, {
          onSuccess: () => {
            notifySuccess(t('unitTypes.deleted', { name: unitType.name }));
            onDeleted(unitType);
          },
          onError: (error) => {
            if (isApiError(error) && error.status !== 401) notifyApiError(error);
          },
        }),
    });
}
