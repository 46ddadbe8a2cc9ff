import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useImportChecklist } from '../../api/propietarios/import-checklist';

/** The alerts' own title shades are too pale on their backgrounds (WCAG AA): titles take the body's text colour. */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

interface ImportChecklistModalProps {
  unitTypeId: string;
  unitTypeName: string;
  opened: boolean;
  onClose: () => void;
}

/** Row errors of a refused import, rows in file order (`row 3` keys), the others first. */
function rowMessages(errors: Record<string, string[]>, row: (number: number, message: string) => string): string[] {
  return Object.entries(errors)
    .map(([key, messages]) => ({ number: Number(/^row\s*(\d+)/i.exec(key)?.[1] ?? -1), messages }))
    .sort((a, b) => a.number - b.number)
    .flatMap(({ number, messages }) => messages.map((message) => (number >= 0 ? row(number, message) : message)));
}

function ImportForm({ unitTypeId, onClose }: { unitTypeId: string; onClose: () => void }) {
  const { t } = useTranslation(['config-propietarios', 'common']);
  const upload = useImportChecklist(unitTypeId);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = () => {
    if (!file) return;
    setErrors([]);
    upload.mutate(file, {
      onSuccess: (result) => {
        notifySuccess(t('import.done', { created: result.created, existing: result.existing }));
        onClose();
      },
      onError: (error) => {
        if (!isApiError(error) || error.status === 401) return;
        const rows = error.status === 422 ? rowMessages(error.errors, (row, message) => t('import.rowError', { row, message })) : [];
        if (rows.length > 0) setErrors(rows);
        else notifyApiError(error);
      },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('import.intro')}</Text>
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
      {errors.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={t('import.refused')} styles={TITLE} data-testid="checklist-import-errors">
          <Text size="sm" mb="xs">
            {t('import.nothingWritten')}
          </Text>
          <ScrollArea.Autosize mah={240}>
            <List size="sm" spacing={4}>
              {errors.map((message, index) => (
                <List.Item key={`${index}-${message}`}>{message}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={upload.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={submit} disabled={!file} loading={upload.isPending}>
          {t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Importar xlsx": rows Recinto, Lugar, Ítem, Falla, Severidad added to the unit type's checklist; all or none. */
export function ImportChecklistModal({ unitTypeId, unitTypeName, opened, onClose }: ImportChecklistModalProps) {
  const { t } = useTranslation('config-propietarios');
  return (
    <Modal opened={opened} onClose={onClose} title={t('import.title', { name: unitTypeName })} size="lg" centered>
      <ImportForm unitTypeId={unitTypeId} onClose={onClose} />
    </Modal>
  );
}
