import { ActionIcon, Anchor, FileButton, Group, Image, Tooltip } from '@mantine/core';
import { IconCameraPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { notifyApiError, ApiError } from '@/lib/api';
import { useUploadFailurePhoto } from '../../api/requests/upload-failure-photo';
import type { FailureOut } from '../../api/requests/types';
import { MAX_FILE_BYTES } from '../files/file-rules';
import { PHOTO_TYPES } from '../revision/revision-photos';

interface FailurePhotosProps {
  requestId: string;
  failure: FailureOut;
  canAdd: boolean;
}

/** A failure's photos as small thumbnails (each opens the picture) and, for those who may, a button to add one. */
export function FailurePhotos({ requestId, failure, canAdd }: FailurePhotosProps) {
  const { t } = useTranslation('warranties-failures');
  const upload = useUploadFailurePhoto();
  const add = (file: File | null) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type) || file.size > MAX_FILE_BYTES) {
      notifyApiError(new ApiError({ status: 422, message: t('photos.refused', { name: file.name }) }));
      return;
    }
    upload.mutate({ requestId, failureId: failure.id, file }, { onSuccess: () => notifySuccess(t('photos.added', { name: file.name, number: failure.number })) });
  };
  return (
    <Group gap={4} wrap="wrap" data-testid="failure-photos">
      {failure.photos.map((photo) => (
        <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener" aria-label={t('photos.open', { name: photo.name })}>
          <Image src={photo.url} alt={photo.name} w={32} h={32} fit="cover" radius="sm" data-testid="failure-photo" />
        </Anchor>
      ))}
      {canAdd && (
        <FileButton onChange={add} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <Tooltip label={t('photos.add')} withArrow>
              <ActionIcon {...props} variant="light" size={32} loading={upload.isPending} aria-label={t('photos.addTo', { number: failure.number })}>
                <IconCameraPlus size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      )}
    </Group>
  );
}
