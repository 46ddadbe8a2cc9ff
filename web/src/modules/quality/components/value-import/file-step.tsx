import { Alert, Anchor, Button, FileButton, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './file-step.module.css';
import type { ValueImportWizard } from './use-value-import';

const ACCEPTED = ['.xlsx', '.csv'];
const MAX_BYTES = 10 * 1024 * 1024;

/** A CSV with the header row the server recognises when it suggests the mapping. */
function templateHref(header: string): string {
  // The byte-order mark makes Excel read the accents as UTF-8.
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${header}\r\n`)}`;
}

/** Step 1: a drop zone with a file button; the file is read by the server as soon as it is chosen. */
export function FileStep({ wizard }: { wizard: ValueImportWizard }) {
  const { t } = useTranslation('quality');
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const error = problem ?? wizard.refusal.file ?? wizard.refusal.form ?? null;

  const send = (file: File | null) => {
    if (!file || wizard.uploading) return;
    const name = file.name.toLowerCase();
    if (!ACCEPTED.some((extension) => name.endsWith(extension))) return setProblem(t('valueImport.file.format'));
    if (file.size > MAX_BYTES) return setProblem(t('valueImport.file.tooLarge'));
    setProblem(null);
    void wizard.upload(file);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap="md" data-testid="value-import-file-step">
      {wizard.file && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('valueImport.file.corrected', { name: wizard.file.name })}
        </Alert>
      )}
      <Paper
        radius="md"
        p="xl"
        className={classes.zone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Stack align="center" gap="sm" ta="center">
          {wizard.uploading ? (
            <Loader size="lg" />
          ) : (
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconFileSpreadsheet size={30} />
            </ThemeIcon>
          )}
          <Text fw={600}>{t('valueImport.file.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('valueImport.file.formats')}
          </Text>
          <FileButton onChange={send} accept={ACCEPTED.join(',')} inputProps={{ 'aria-label': t('valueImport.file.inputLabel') }}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={wizard.uploading}>
                {t('valueImport.file.choose')}
              </Button>
            )}
          </FileButton>
          {error && (
            <Text c="red" size="sm" role="alert" data-testid="value-import-file-error">
              {error}
            </Text>
          )}
        </Stack>
      </Paper>
      <Stack gap={4}>
        <Text size="sm">{t('valueImport.file.columns')}</Text>
        <Anchor href={templateHref(t('valueImport.file.templateHeader'))} download={t('valueImport.file.templateName')} size="sm" w="fit-content">
          <Group gap={6} wrap="nowrap">
            <IconDownload size={16} />
            {t('valueImport.file.template')}
          </Group>
        </Anchor>
      </Stack>
    </Stack>
  );
}
