import { Alert, Anchor, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet, IconFlask, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError } from '@/lib/api';
import { downloadTemplate, useConcreteImport, type ConcreteImportResult, type ImportKind } from '../../api/imports';
import { columnLabelKey, importRefusal, type ImportRefusal } from './import-fields';
import { ImportResult } from './import-result';

const ICONS = { placements: IconTruckDelivery, samples: IconFlask } as const;

/**
 * One spreadsheet import of Concrete: the template, the file, "Revisar" (a dry run listing every row error) and,
 * once the check found none, "Importar N filas", which writes every row or none. A refused file (unreadable, a
 * missing column) is explained here rather than toasted.
 */
export function ImportCard({ kind, projectId }: { kind: ImportKind; projectId: string }) {
  const { t } = useTranslation('concrete-uploader');
  const run = useConcreteImport(projectId, kind);
  const [file, setFile] = useState<File | null>(null);
  // The last check's answer, or why the server refused the file; both go stale when the file changes.
  const [checked, setChecked] = useState<ConcreteImportResult | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [downloading, setDownloading] = useState(false);
  const Icon = ICONS[kind];
  const ready = checked !== null && checked.error_count === 0 && checked.valid_rows > 0;

  const choose = (next: File | null) => {
    setFile(next);
    setChecked(null);
    setRefusal(null);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const result = await run.mutateAsync({ file, dry_run: dryRun });
      setRefusal(null);
      const written = result.created + result.updated;
      // A write that found errors after all (the data changed since the check) wrote nothing: show them.
      if (dryRun || written === 0) return setChecked(result);
      notifySuccess(t(`import.${kind}.done`, { count: written }));
      choose(null);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setChecked(null);
      setRefusal(importRefusal(error));
    }
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(kind, t(`import.${kind}.templateFile`));
    } catch {
      // The API client has already toasted the failure.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={`concrete-import-${kind}`}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Icon size={20} aria-hidden />
          <Title order={4}>{t(`import.${kind}.title`)}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`import.${kind}.description`)}
        </Text>
        <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => void template()} disabled={downloading} data-testid="import-template">
          <Group gap={6} wrap="nowrap" component="span">
            <IconDownload size={16} aria-hidden />
            {t('import.template')}
          </Group>
        </Anchor>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.filePlaceholder')}
          accept=".xlsx,.csv"
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={choose}
          disabled={run.isPending}
          error={refusal?.file.join(' ') || undefined}
          data-testid="import-file"
        />
        {refusal && (refusal.missingColumns.length > 0 || refusal.other.length > 0) && (
          <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={t('import.refused')} styles={{ title: { color: 'var(--mantine-color-text)' } }} data-testid="import-refused">
            <List size="sm" spacing={2}>
              {refusal.missingColumns.map((field) => (
                <List.Item key={field}>{t('import.missingColumn', { column: t(columnLabelKey(kind, field), { defaultValue: field }) })}</List.Item>
              ))}
              {refusal.other.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {checked && <ImportResult kind={kind} result={checked} />}
        <Group justify="flex-end" gap="sm">
          <Button variant={ready ? 'default' : 'filled'} onClick={() => void send(true)} loading={run.isPending && run.variables.dry_run} disabled={!file || (run.isPending && !run.variables.dry_run)} data-testid="import-check">
            {t('import.check')}
          </Button>
          {ready && (
            <Button onClick={() => void send(false)} loading={run.isPending && !run.variables.dry_run} disabled={run.isPending && run.variables.dry_run} data-testid="import-commit">
              {t('import.commit', { count: checked.valid_rows })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
