import { ActionIcon, Box, Button, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTOS_MAX } from './request-form-values';
import { useObjectUrls } from './use-object-urls';

interface PhotoPickerProps {
  photos: File[];
  problems: string[];
  onPick: (files: File[]) => void;
  onRemove: (file: File) => void;
}

/** Photos from the camera (on a phone) or the files: previews with a remove button each, 6 at most. */
export function PhotoPicker({ photos, problems, onPick, onRemove }: PhotoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const urls = useObjectUrls(photos);
  const full = photos.length >= PHOTOS_MAX;

  return (
    <Input.Wrapper label={t('form.photos')} description={t('form.photosHint', { max: PHOTOS_MAX })} id={id} error={problems.length > 0 ? problems.join(' ') : undefined}>
      <Stack gap="xs" mt={6}>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          hidden
          aria-label={t('form.photos')}
          data-testid="photo-input"
          onChange={(event) => {
            onPick([...(event.currentTarget.files ?? [])]);
            // The same photo may be picked again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" data-testid="photo-previews">
            {photos.map((photo, index) => (
              <Box key={`${photo.name}-${index}`} pos="relative">
                <Image src={urls[index]} alt={t('form.photoAlt', { name: photo.name })} radius="md" h={96} fit="cover" />
                <ActionIcon size="md" radius="xl" color="dark" variant="filled" pos="absolute" top={4} right={4} aria-label={t('form.removePhoto', { name: photo.name })} onClick={() => onRemove(photo)}>
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <Button variant="light" leftSection={<IconCamera size={18} />} onClick={() => input.current?.click()} disabled={full}>
            {t('form.addPhotos')}
          </Button>
          <Text size="sm" c="dimmed" data-testid="photo-count">
            {t('form.photoCount', { count: photos.length, max: PHOTOS_MAX })}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
