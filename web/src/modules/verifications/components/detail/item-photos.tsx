import { ActionIcon, Anchor, Box, Button, FileButton, Group, Image } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteItemPhoto } from '../../api/delete-item-photo';
import { useUploadItemPhotos } from '../../api/upload-item-photos';
import type { VerificationItem } from '../../api/types';

const MAX_PHOTOS = 6;

type Photo = VerificationItem['photos'][number];

/**
 * An item's photos as thumbnails (each opens full size) and, while open, the button that adds more and a delete
 * action on each (confirmed; the server keeps the last photo of an item that complies and requires one).
 */
export function ItemPhotos({ projectId, verificationId, item, readOnly }: { projectId: string; verificationId: string; item: VerificationItem; readOnly: boolean }) {
  const { t } = useTranslation(['verifications', 'common']);
  const upload = useUploadItemPhotos(projectId);
  const remove = useDeleteItemPhoto(projectId);
  if (readOnly && item.photos.length === 0) return null;

  const confirmDelete = (photo: Photo) =>
    modals.openConfirmModal({
      title: t('photos.deleteTitle'),
      children: t('photos.deleteBody', { name: photo.name, position: item.position }),
      labels: { confirm: t('photos.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'photo-delete-confirm' },
      onConfirm: () => remove.mutate(photo.id),
    });

  return (
    <Group gap="xs" data-testid="item-photos">
      {item.photos.map((photo) => (
        <Box key={photo.id} pos="relative" data-testid="item-photo">
          <Anchor href={photo.url} target="_blank" rel="noreferrer" aria-label={photo.name}>
            <Image src={photo.url} alt={photo.name} w={64} h={64} radius="sm" fit="cover" />
          </Anchor>
          {!readOnly && (
            <ActionIcon
              pos="absolute"
              top={2}
              right={2}
              size="sm"
              // White, so it stands out on any photo.
              variant="white"
              color="red"
              style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
              aria-label={t('photos.deleteNamed', { name: photo.name })}
              loading={remove.isPending && remove.variables === photo.id}
              onClick={() => confirmDelete(photo)}
              data-testid="photo-delete"
            >
              <IconTrash size={12} />
            </ActionIcon>
          )}
        </Box>
      ))}
      {!readOnly && item.photos.length < MAX_PHOTOS && (
        <FileButton multiple accept="image/png,image/jpeg" onChange={(files) => files.length > 0 && upload.mutate({ verificationId, itemId: item.id, files: files.slice(0, MAX_PHOTOS - item.photos.length) })}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconPhotoPlus size={14} />} loading={upload.isPending} data-testid="item-add-photo">
              {t('items.addPhotos')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
