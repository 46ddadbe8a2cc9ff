import { Alert, Button, FileInput, Group, List, Stack, Switch } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { importTemplateItems, useTemplateItemMutation } from '../../api/template-items';
import type { Template } from '../../api/types';

/** Row errors of a refused import, in row order (`rows.<n>.text`). */
function rowErrors(error: ApiError): { row: number; message: string }[] {
  return Object.entries(error.errors)
    .map(([field, messages]) => ({ row: Number(/^rows\.(\d+)\./.exec(field)?.[1] ?? NaN), message: messages[0] ?? '' }))
    .filter((entry) => Number.isFinite(entry.row))
    .sort((a, b) => a.row - b.row);
}

/** Items from a .xlsx or .csv: appended, or replacing the current ones; a refused file lists its bad rows. */
export function ImportItems({ template }: { template: Template }) {
  const { t } = useTranslation('verifications');
  const run = useTemplateItemMutation(importTemplateItems);
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const submit = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      const out = await run.mutateAsync({ templateId: template.id, file, replace });
      notifySuccess(t('templates.imported', { count: out.items_new }));
      setFile(null);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) setRefusal(error);
      else notifyApiError(error);
    }
  };

  return (
    <Stack gap="xs" data-testid="import-items">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <FileInput
          flex={1}
          miw={200}
          label={t('templates.importFile')}
          description={t('templates.importHint')}
          accept=".xlsx,.csv"
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={setFile}
          data-testid="import-file"
        />
        <Switch label={t('templates.replace')} checked={replace} onChange={(event) => setReplace(event.currentTarget.checked)} mb={8} />
        <Button onClick={() => void submit()} disabled={!file} loading={run.isPending} data-testid="import-submit">
          {t('templates.import')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={refusal.fieldError('file') ?? refusal.message} data-testid="import-errors">
          <List size="sm">
            {rowErrors(refusal).map(({ row, message }) => (
              <List.Item key={row}>{t('templates.rowError', { row, message })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
