import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useDeleteCatalogItem } from '../../api/catalog-mutations';
import type { CatalogKind } from '../../api/keys';
import type { CatalogItem } from '../../api/types';

/**
 * Deleting an item of a catalogue after a confirmation. The server refuses one that placements or samples name (422):
 * its reason is the error toast.
 */
export function useCatalogRemoval(kind: CatalogKind) {
  const { t } = useTranslation(['concrete-config', 'common']);
  const remove = useDeleteCatalogItem(kind);
  return (item: CatalogItem) =>
    modals.openConfirmModal({
      title: t(`catalog.${kind}.deleteTitle`),
      centered: true,
      children: <Text size="sm">{t('catalog.deleteBody', { name: item.name })}</Text>,
      labels: { confirm: t('catalog.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': `concrete-${kind}-delete-confirm` },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => notifySuccess(t('catalog.deleted', { name: item.name })),
          onError: (error) => {
            if (isApiError(error) && error.status !== 401) notifyApiError(error);
          },
        }),
    });
}
