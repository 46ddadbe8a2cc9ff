import { Button, Center, Group, Image, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadUrl, previewUrl } from '../../api/download-urls';
import type { CboxItem } from '../../api/types';

const IMAGES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);

/** A pdf in an <iframe>, an image as itself, both from `download?inline=true`. */
export function PreviewModal({ item, projectId, onClose }: { item: CboxItem | null; projectId: string | null; onClose: () => void }) {
  const { t } = useTranslation('cbox');
  const source = item ? previewUrl(item.id, projectId) : '';
  const image = IMAGES.has(item?.extension ?? '') || (item?.mime ?? '').startsWith('image/');
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.name} size="xl" centered>
      {item && (
        <Stack gap="sm">
          {image ? (
            <Center>
              <Image src={source} alt={item.name} mah="70vh" fit="contain" />
            </Center>
          ) : (
            <iframe src={source} title={t('preview.frame', { name: item.name })} style={{ width: '100%', height: '70vh', border: 0 }} />
          )}
          {item.rights.download && (
            <Group justify="flex-end">
              <Button component="a" href={downloadUrl(item.id, projectId)} download variant="default" leftSection={<IconDownload size={16} />}>
                {t('actions.download')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
