import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { Position } from '../../api/types';

/**
 * Asks before deleting a position. The server refuses one that users hold (422 naming how many); that refusal
 * reaches the person as the usual error toast with its message.
 */
export function openDeletePositionModal(t: TFunction<['config', 'common']>, position: Position, onConfirm: () => void) {
  modals.openConfirmModal({
    title: t('positions.deleteTitle'),
    centered: true,
    children: (
      <Text size="sm">
        {t('positions.deleteConfirm', { name: position.name })}
      </Text>
    ),
    labels: { confirm: t('positions.delete'), cancel: t('common:actions.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete-position' },
    onConfirm,
  });
}
