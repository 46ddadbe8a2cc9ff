import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { CboxItem } from '../../api/types';

/** Asks before sending items to the trash (restorable for 30 days). */
export function confirmDelete(t: TFunction<['cbox', 'common']>, items: CboxItem[], onConfirm: () => void) {
  const first = items[0];
  modals.openConfirmModal({
    title: t('delete.title'),
    centered: true,
    children: (
      <Text size="sm">{items.length === 1 && first ? t('delete.confirmOne', { name: first.name }) : t('delete.confirmMany', { count: items.length })}</Text>
    ),
    labels: { confirm: t('delete.submit'), cancel: t('common:actions.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
