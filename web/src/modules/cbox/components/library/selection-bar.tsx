import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconArrowsMove, IconFileZip, IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zipUrl } from '../../api/download-urls';
import type { CboxItem, CboxView } from '../../api/types';
import { selectionActions } from './item-actions';

interface SelectionBarProps {
  items: CboxItem[];
  view: CboxView;
  projectId: string | null;
  onMove: () => void;
  onDelete: () => void;
  onRestore: () => void;
  onClear: () => void;
}

/** What can be done with several selected items at once: zip download, move, delete (or restore in the trash). */
export function SelectionBar({ items, view, projectId, onMove, onDelete, onRestore, onClear }: SelectionBarProps) {
  const { t } = useTranslation('cbox');
  if (items.length === 0) return null;
  const actions = selectionActions(items, view);
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-primary-color-light)" data-testid="cbox-selection-bar">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <CloseButton aria-label={t('selection.clear')} onClick={onClear} />
          <Text size="sm" fw={600}>
            {t('selection.count', { count: items.length })}
          </Text>
        </Group>
        <Group gap="xs" role="group" aria-label={t('selection.label')}>
          {actions.includes('zip') && (
            <Button component="a" href={zipUrl(items.map((item) => item.id), projectId)} download variant="default" size="xs" leftSection={<IconFileZip size={16} />}>
              {t('actions.zip')}
            </Button>
          )}
          {actions.includes('move') && (
            <Button variant="default" size="xs" leftSection={<IconArrowsMove size={16} />} onClick={onMove}>
              {t('actions.move')}
            </Button>
          )}
          {actions.includes('delete') && (
            <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              {t('actions.delete')}
            </Button>
          )}
          {actions.includes('restore') && (
            <Button variant="light" size="xs" leftSection={<IconRestore size={16} />} onClick={onRestore}>
              {t('actions.restore')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
