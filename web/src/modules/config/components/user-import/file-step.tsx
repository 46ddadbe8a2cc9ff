import { Alert, Anchor, Button, FileButton, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { ACCEPTED_EXTENSIONS, fileProblem, templateHref } from './file-rules';
import classes from './file-step.module.css';
import type { ImportWizard } from './use-import-wizard';

/**
 * Choosing the file: a drop zone with a file button, uploaded as soon as it is chosen. The server's refusal
 * (format, empty, unreadable, size) shows under the button. A corrected file keeps the wizard's choices.
 */
export function FileStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [name, setName] = useState('');
  const corrected = wizard.upload !== null;

  const send = async (file: File | null) => {
    if (!file || wizard.uploading) return;
    const problem = fileProblem(file);
    setError(problem ? t(`file.${problem}`) : null);
    if (problem) return;
    setName(file.name);
    try {
      await wizard.uploadFile(file);
    } catch (cause) {
      if (!isApiError(cause)) throw cause;
      setError(cause.fieldError('file') ?? cause.message);
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap="md" data-testid="import-file-step">
      {corrected && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('file.correctedTitle')}>
          {t('file.correctedHint')}
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
        data-testid="import-dropzone"
      >
        <Stack align="center" gap="sm" ta="center">
          {wizard.uploading ? (
            <Loader size="lg" />
          ) : (
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconFileSpreadsheet size={30} />
            </ThemeIcon>
          )}
          <Text fw={600}>{wizard.uploading ? t('file.uploading', { name }) : t('file.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('file.formats')}
          </Text>
          <FileButton onChange={(file) => void send(file)} accept={ACCEPTED_EXTENSIONS.join(',')} inputProps={{ 'aria-label': t('file.inputLabel') }}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={wizard.uploading}>
                {t('file.choose')}
              </Button>
            )}
          </FileButton>
          {error && (
            <Text c="red" size="sm" role="alert" data-testid="import-file-error">
              {error}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={4}>{t('file.columnsTitle')}</Title>
          <Text size="sm">{t('file.columns')}</Text>
          <Text size="sm" c="dimmed">
            {t('file.rules')}
          </Text>
          <Anchor href={templateHref(t('file.templateHeader'))} download={t('file.templateName')} size="sm" w="fit-content">
            <Group gap={6} wrap="nowrap">
              <IconDownload size={16} />
              {t('file.template')}
            </Group>
          </Anchor>
        </Stack>
      </Paper>
      {corrected && (
        <Group justify="flex-end">
          <Button variant="default" onClick={wizard.backToSteps}>
            {t('file.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
