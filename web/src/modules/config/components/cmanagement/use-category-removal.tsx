import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useDeleteCategory } from '../../api/cmanagement/delete-category';
import type { Category } from '../../api/cmanagement/types';
import { useUpdateCategory } from '../../api/cmanagement/update-category';

/**
 * Deleting a category, after a confirmation. The server refuses one that tickets use (422 on `category`): its reason
 * is shown in a dialog that offers to deactivate the category instead, so new tickets stop offering it.
 */
export function useCategoryRemoval() {
  const { t } = useTranslation(['config-cmanagement', 'common']);
  const remove = useDeleteCategory();
  const update = useUpdateCategory();

  const deactivate = (category: Category) =>
    update.mutate(
      { id: category.id, version: category.version, name: category.name, description: category.description, active: false },
      {
        onSuccess: () => notifySuccess(t('categories.deactivated', { name: category.name })),
        onError: (error) => {
          if (isApiError(error) && error.status !== 401) notifyApiError(error);
        },
      },
    );

  const explainInUse = (category: Category, error: ApiError) => {
    const body = (
      <Stack gap="xs" data-testid="category-in-use">
        <Text size="sm">{error.fieldError('category') ?? error.message}</Text>
        <Text size="sm" c="dimmed">
          {category.active ? t('categories.inUseHint') : t('categories.inUseInactive')}
        </Text>
      </Stack>
    );
    if (!category.active) return modals.open({ title: t('categories.inUseTitle'), centered: true, children: body });
    modals.openConfirmModal({
      title: t('categories.inUseTitle'),
      centered: true,
      children: body,
      labels: { confirm: t('categories.deactivate'), cancel: t('common:actions.close') },
      confirmProps: { 'data-testid': 'deactivate-category' },
      onConfirm: () => deactivate(category),
    });
  };

  return (category: Category) =>
    modals.openConfirmModal({
      title: t('categories.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('categories.deleteConfirm', { name: category.name })}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-category' },
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => notifySuccess(t('categories.deleted', { name: category.name })),
          onError: (error) => {
            if (!isApiError(error) || error.status === 401) return;
            if (error.status === 422) explainInUse(category, error);
            else notifyApiError(error);
          },
        }),
    });
}
