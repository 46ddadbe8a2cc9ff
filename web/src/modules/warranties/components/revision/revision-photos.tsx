import { Anchor, Button, FileButton, Group, Image, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useUploadRevisionPhoto } from '../../api/upload-revision-photo';
import type { FileOut } from '../../api/types';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface RevisionPhotosProps {
  unitId: string;
  itemId: string;
  photos: FileOut[];
  readOnly: boolean;
}

/** A failure's photos as thumbnails (each opens the picture), and the button that adds one. */
export function RevisionPhotos({ unitId, itemId, photos, readOnly }: RevisionPhotosProps) {
  const { t } = useTranslation('warranties-unit');
  const upload = useUploadRevisionPhoto();
  const add = (file: File | null) => {
    if (!file) return;
    upload.mutate({ unitId, itemId, file }, { onSuccess: () => notifySuccess(t('revision.photoAdded', { name: file.name })) });
  };
  return (
    <Group gap="sm" align="center" data-testid="revision-photos">
      {photos.map((photo) => (
        <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener" aria-label={t('revision.openPhoto', { name: photo.name })}>
          <Image src={photo.url} alt={photo.name} w={64} h={64} fit="cover" radius="sm" data-testid="revision-photo" />
        </Anchor>
      ))}
      {photos.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('revision.noPhotos')}
        </Text>
      )}
      {!readOnly && (
        <FileButton onChange={add} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconCamera size={14} />} loading={upload.isPending}>
              {t('revision.addPhoto')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
