import { Button, FileButton, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ifc-drop-zone.module.css';
import { IFC_ACCEPT } from './ifc-rules';

/** Where IFC files are dropped or chosen (several at once); the upload rules decide which are sent. */
export function IfcDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('config-bim');
  const [dragging, setDragging] = useState(false);
  // Cleared after each choice, so choosing the same file again is noticed (and refused as already listed).
  const resetRef = useRef<() => void>(null);
  return (
    <Paper
      radius="md"
      p="lg"
      className={classes.zone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
      data-testid="bim-drop-zone"
    >
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconCloudUpload size={24} />
        </ThemeIcon>
        <Text fw={600}>{t('upload.drop')}</Text>
        <Text size="sm" c="dimmed">
          {t('upload.formats')}
        </Text>
        <FileButton
          multiple
          accept={IFC_ACCEPT}
          resetRef={resetRef}
          onChange={(files) => {
            onFiles(files);
            resetRef.current?.();
          }}
          inputProps={{ 'aria-label': t('upload.inputLabel') }}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />}>
              {t('upload.choose')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
