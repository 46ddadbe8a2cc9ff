import { Box, Center, Overlay, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { carriesFiles } from '../library/drag';

/** Files dropped from the computer anywhere on the library start an upload into the current folder. */
export function FileDropZone({ enabled, onFiles, children }: { enabled: boolean; onFiles: (files: File[]) => void; children: ReactNode }) {
  const { t } = useTranslation('cbox');
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them to know when the pointer really left.
  const depth = useRef(0);
  const accepts = (event: DragEvent) => enabled && carriesFiles(event);

  return (
    <Box
      pos="relative"
      mih={300}
      onDragEnter={(event) => {
        if (!accepts(event)) return;
        depth.current += 1;
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!accepts(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDrop={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
      data-testid="cbox-drop-zone"
    >
      {children}
      {over && (
        <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.85} radius="md" zIndex={5}>
          <Center h="100%" style={{ border: '2px dashed var(--mantine-primary-color-filled)', borderRadius: 'var(--mantine-radius-md)' }}>
            <Stack align="center" gap="xs">
              <IconCloudUpload size={48} stroke={1.4} />
              <Text fw={600}>{t('upload.dropHere')}</Text>
            </Stack>
          </Center>
        </Overlay>
      )}
    </Box>
  );
}
