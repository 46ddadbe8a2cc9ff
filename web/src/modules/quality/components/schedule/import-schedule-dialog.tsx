import { Alert, Button, FileInput, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useImportSchedule, type ImportMode } from '../../api/import-schedule';
import { CURRENCIES, type Currency } from '../../api/types';

const ACCEPTED = ['.xml', '.xer'];
const MAX_BYTES = 64 * 1024 * 1024;

interface ImportScheduleDialogProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
}

function ImportScheduleForm({ onClose, projectId }: Omit<ImportScheduleDialogProps, 'opened'>) {
  const { t } = useTranslation(['quality', 'common']);
  const run = useImportSchedule(projectId);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('append');
  const [currency, setCurrency] = useState<Currency>('CLP');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (next: File | null) => {
    setFile(next);
    const name = next?.name.toLowerCase() ?? '';
    if (next && !ACCEPTED.some((extension) => name.endsWith(extension))) setErrors({ file: t('import.format') });
    else if (next && next.size > MAX_BYTES) setErrors({ file: t('import.tooLarge') });
    else setErrors({});
  };

  const submit = async () => {
    if (!file) {
      setErrors({ file: t('validation.required') });
      return;
    }
    if (errors.file) return;
    try {
      const result = await run.mutateAsync({ file, mode, currency });
      notifySuccess(t('import.done', { count: result.activities, links: result.links, format: t(`import.formats.${result.format}`, { defaultValue: result.format }) }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      const placed = Object.fromEntries(['file', 'mode', 'currency'].flatMap((field) => (error.fieldError(field) ? [[field, error.fieldError(field) ?? '']] : [])));
      if (error.status === 422 && Object.keys(placed).length > 0) setErrors(placed);
      else notifyApiError(error);
    }
  };

  return (
    <Stack gap="md" data-testid="import-schedule-form">
      <Text size="sm" c="dimmed">
        {t('import.intro')}
      </Text>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept={ACCEPTED.join(',')}
        value={file}
        onChange={choose}
        leftSection={<IconUpload size={16} />}
        clearable
        required
        error={errors.file}
        data-testid="import-schedule-file"
      />
      <Radio.Group label={t('import.mode')} value={mode} onChange={(value) => setMode(value === 'replace' ? 'replace' : 'append')} error={errors.mode}>
        <Stack gap="xs" mt={6}>
          <Radio value="append" label={t('import.append')} description={t('import.appendHint')} />
          <Radio value="replace" label={t('import.replace')} description={t('import.replaceHint')} color="red" />
        </Stack>
      </Radio.Group>
      {mode === 'replace' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('import.replaceWarningTitle')} data-testid="import-replace-warning">
          {t('import.replaceWarning')}
        </Alert>
      )}
      <Select
        label={t('import.currency')}
        description={t('import.currencyHint')}
        data={CURRENCIES.map((code) => ({ value: code, label: t(`currency.${code}`) }))}
        value={currency}
        onChange={(value) => setCurrency(CURRENCIES.find((code) => code === value) ?? 'CLP')}
        allowDeselect={false}
        error={errors.currency}
        comboboxProps={{ withinPortal: true }}
        w={240}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={run.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button color={mode === 'replace' ? 'red' : undefined} leftSection={<IconFileImport size={16} />} loading={run.isPending} onClick={() => void submit()} data-testid="import-schedule-submit">
          {mode === 'replace' ? t('import.submitReplace') : t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Importar cronograma": an MS Project XML or Primavera P6 XER, added after the WBS or replacing it. */
export function ImportScheduleDialog({ opened, onClose, projectId }: ImportScheduleDialogProps) {
  const { t } = useTranslation(['quality', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('import.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <ImportScheduleForm onClose={onClose} projectId={projectId} />
    </Modal>
  );
}
