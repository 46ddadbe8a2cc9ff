import { Anchor, Button, FileButton, Group, Image } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUploadItemPhotos } from '../../api/upload-item-photos';
import type { VerificationItem } from '../../api/types';

const MAX_PHOTOS = 6;

/** An item's photos as thumbnails (each opens full size) and, while open, the button that adds more. */
export function ItemPhotos({ projectId, verificationId, item, readOnly }: { projectId: string; verificationId: string; item: VerificationItem; readOnly: boolean }) {
  const { t } = useTranslation('verifications');
  const upload = useUploadItemPhotos(projectId);
  if (readOnly && item.photos.length === 0) return null;
  return (
    <Group gap="xs" data-testid="item-photos">
      {item.photos.map((photo) => (
        <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer" aria-label={photo.name}>
          <Image src={photo.url} alt={photo.name} w={64} h={64} radius="sm" fit="cover" />
        </Anchor>
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
