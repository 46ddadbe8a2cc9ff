import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveItems } from '../../api/move-items';
import type { CboxItem } from '../../api/types';
import { notifySuccess } from '@/components/ui/notify-success';
import { FolderPicker, type PickedFolder } from './folder-picker';

interface MoveDialogProps {
  items: CboxItem[];
  onClose: () => void;
}

function MoveForm({ items, onClose }: MoveDialogProps) {
  const { t } = useTranslation(['cbox', 'common']);
  const [trail, setTrail] = useState<PickedFolder[]>([]);
  const move = useMoveItems();
  const destination = trail.at(-1) ?? null;
  const destinationId = destination?.id ?? null;
  const unchanged = items.every((item) => item.parent_id === destinationId);
  const excluded = new Set(items.map((item) => item.id));

  const submit = () =>
    move.mutate(
      { ids: items.map((item) => item.id), parentId: destinationId },
      {
        onSuccess: () => {
          notifySuccess(t('move.done', { count: items.length, folder: destination?.name ?? t('views.folder') }));
          onClose();
        },
      },
    );

  return (
    <Stack gap="md">
      <FolderPicker trail={trail} onTrailChange={setTrail} excluded={excluded} />
      <Text size="sm" c="dimmed">
        {t('move.destination', { folder: destination?.name ?? t('views.folder') })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={move.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button leftSection={<IconArrowsMove size={16} />} onClick={submit} loading={move.isPending} disabled={unchanged}>
          {t('move.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Moves items to a folder chosen by browsing the project's folders. */
export function MoveDialog({ items, onClose, opened }: MoveDialogProps & { opened: boolean }) {
  const { t } = useTranslation('cbox');
  const first = items[0];
  const title = items.length === 1 && first ? t('move.titleOne', { name: first.name }) : t('move.titleMany', { count: items.length });
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      <MoveForm items={items} onClose={onClose} />
    </Modal>
  );
}
