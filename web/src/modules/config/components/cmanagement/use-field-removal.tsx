import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useDeleteCustomField } from '../../api/cmanagement/delete-custom-field';
import type { CustomField } from '../../api/cmanagement/types';
import { useUpdateCustomField } from '../../api/cmanagement/update-custom-field';
import { GENERAL, initialFieldValues, toFieldIn } from './custom-field-form';

/**
 * Deleting a custom field, after a confirmation. One that tickets already used is refused (422 on `field`): the
 * server's reason is shown with the offer to retire it instead (inactive: never offered again, its values stay
 * readable on the tickets).
 */
export function useFieldRemoval() {
  const { t } = useTranslation(['config-cmanagement', 'common']);
  const remove = useDeleteCustomField();
  const update = useUpdateCustomField();

  const retire = (field: CustomField) =>
    update.mutate(
      { ...toFieldIn(initialFieldValues(field, GENERAL)), active: false, id: field.id, version: field.version },
      {
        onSuccess: () => notifySuccess(t('fields.retired', { name: field.name })),
        onError: (error) => {
          if (isApiError(error) && error.status !== 401) notifyApiError(error);
        },
      },
    );

  const explainInUse = (field: CustomField, error: ApiError) => {
    const body = (
      <Stack gap="xs" data-testid="field-in-use">
        <Text size="sm">{error.fieldError('field') ?? error.message}</Text>
        <Text size="sm" c="dimmed">
          {field.active ? t('fields.inUseHint') : t('fields.inUseRetired')}
        </Text>
      </Stack>
    );
    if (!field.active) return modals.open({ title: t('fields.inUseTitle'), centered: true, children: body });
    modals.openConfirmModal({
      title: t('fields.inUseTitle'),
      centered: true,
      children: body,
      labels: { confirm: t('fields.retire'), cancel: t('common:actions.close') },
      confirmProps: { 'data-testid': 'retire-field' },
      onConfirm: () => retire(field),
    });
  };

  return (field: CustomField) =>
    modals.openConfirmModal({
      title: t('fields.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('fields.deleteConfirm', { name: field.name })}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-field' },
      onConfirm: () =>
        remove.mutate(field.id, {
          onSuccess: () => notifySuccess(t('fields.deleted', { name: field.name })),
          onError: (error) => {
            if (!isApiError(error) || error.status === 401) return;
            if (error.status === 422) explainInUse(field, error);
            else notifyApiError(error);
          },
        }),
    });
}
