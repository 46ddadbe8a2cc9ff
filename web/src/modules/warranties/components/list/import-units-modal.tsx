import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useImportUnits } from '../../api/import-units';
import { ImportErrors } from '../shared/import-errors';
import { rowErrors, type RowError } from '../shared/row-errors';

function ImportForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['warranties-units', 'common']);
  const upload = useImportUnits();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<RowError[]>([]);

  const submit = async () => {
    if (!file) return;
    setErrors([]);
    try {
      const result = await upload.mutateAsync(file);
      notifySuccess(t('import.done', { count: result.created }));
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      const rows = error.status === 422 ? rowErrors(error) : [];
      if (rows.length > 0) setErrors(rows);
      else notifyApiError(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('import.intro')}</Text>
      <Text size="xs" c="dimmed">
        {t('import.columns')}
      </Text>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.pick')}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={16} />}
        value={file}
        onChange={(next) => {
          setFile(next);
          setErrors([]);
        }}
        clearable
      />
      {errors.length > 0 && <ImportErrors title={t('import.refused')} errors={errors} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={upload.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!file} loading={upload.isPending}>
          {t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Importar unidades": an .xlsx with one unit per row; every row or none is created. */
export function ImportUnitsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('warranties-units');
  return (
    <Modal opened={opened} onClose={onClose} title={t('import.title')} size="lg" centered>
      <ImportForm onClose={onClose} />
    </Modal>
  );
}
