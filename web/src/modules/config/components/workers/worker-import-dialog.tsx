import { Alert, Anchor, Button, FileInput, Group, List, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useImportWorkers } from '../../api/import-workers';
import type { IdKind, WorkerImportResult } from '../../api/worker-types';
import { notifySuccess } from '@/components/ui/notify-success';
import { fieldLabelKey, IMPORT_FIELDS, importRefusal, templateCsv, type ImportRefusal } from './import-columns';
import { ImportCheckResult } from './import-check-result';

interface WorkerImportDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: IdKind;
  projects: { value: string; label: string }[];
  defaultProjects: string[];
}

function ImportForm({ onClose, kind, projects, defaultProjects }: Omit<WorkerImportDialogProps, 'opened'>) {
  const { t } = useTranslation(['config-workers', 'common']);
  const run = useImportWorkers();
  // Until the person chooses, the default (the active project), which may arrive after the dialog opened.
  const [chosenProjects, setProjectIds] = useState<string[] | null>(null);
  const projectIds = chosenProjects ?? defaultProjects;
  const [file, setFile] = useState<File | null>(null);
  // The last dry run's answer, or why the server refused the file; both go stale when the file or projects change.
  const [checked, setChecked] = useState<WorkerImportResult | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const reset = () => {
    setChecked(null);
    setRefusal(null);
  };
  const headers = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, t(fieldLabelKey(field, kind))])) as Record<(typeof IMPORT_FIELDS)[number], string>;
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(headers))}`;

  const send = async (dryRun: boolean) => {
    if (!file || projectIds.length === 0) return;
    try {
      const result = await run.mutateAsync({ file, project_ids: projectIds, dry_run: dryRun });
      setRefusal(null);
      if (dryRun || result.created === 0) return setChecked(result);
      notifySuccess(t('import.done', { count: result.created }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setChecked(null);
      setRefusal(importRefusal(error));
    }
  };

  return (
    <Stack gap="md" data-testid="worker-import">
      <Text size="sm">{t('import.intro', { columns: IMPORT_FIELDS.map((field) => headers[field]).join(', ') })}</Text>
      <Anchor href={template} download={t('import.templateFile')} size="sm">
        <Group gap={4} component="span">
          <IconDownload size={14} aria-hidden />
          {t('import.template')}
        </Group>
      </Anchor>
      <MultiSelect
        label={t('import.projects')}
        description={t('import.projectsHint')}
        required
        searchable
        data={projects}
        value={projectIds}
        onChange={(ids) => {
          setProjectIds(ids);
          reset();
        }}
        error={refusal?.projects.join(' ') || undefined}
        data-testid="import-projects"
      />
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept=".xlsx,.csv"
        required
        clearable
        leftSection={<IconFileSpreadsheet size={16} />}
        value={file}
        onChange={(next) => {
          setFile(next);
          reset();
        }}
        error={refusal?.file.join(' ') || undefined}
        data-testid="import-file"
      />
      {refusal && (refusal.missingColumns.length > 0 || refusal.other.length > 0) && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={t('import.refused')} data-testid="import-refused">
          <List size="sm" spacing={2}>
            {refusal.missingColumns.map((field) => (
              <List.Item key={field}>{t('import.missingColumn', { column: t(fieldLabelKey(field, kind)) })}</List.Item>
            ))}
            {refusal.other.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {checked && <ImportCheckResult result={checked} kind={kind} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={run.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="light" onClick={() => void send(true)} loading={run.isPending && run.variables.dry_run} disabled={!file || projectIds.length === 0} data-testid="import-check">
          {t('import.check')}
        </Button>
        <Button
          onClick={() => void send(false)}
          loading={run.isPending && !run.variables.dry_run}
          disabled={!checked || checked.error_count > 0 || checked.valid_rows === 0}
          data-testid="import-commit"
        >
          {checked && checked.error_count === 0 && checked.valid_rows > 0 ? t('import.commitCount', { count: checked.valid_rows }) : t('import.commit')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Workers from a spreadsheet: the projects they join and the file; "Revisar" checks every row without writing
 * (errors listed by row), "Importar" writes them all, and only once the check found no error.
 */
export function WorkerImportDialog({ opened, onClose, ...props }: WorkerImportDialogProps) {
  const { t } = useTranslation('config-workers');
  return (
    <Modal opened={opened} onClose={onClose} title={t('import.title')} centered size="xl">
      <ImportForm onClose={onClose} {...props} />
    </Modal>
  );
}
