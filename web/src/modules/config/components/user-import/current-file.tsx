import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet, IconReplace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportWizard } from './use-import-wizard';

/** The file the wizard works on, with the way to upload another one. */
export function CurrentFile({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const { upload } = wizard;
  if (!upload) return null;
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" radius="md">
            <IconFileSpreadsheet size={18} />
          </ThemeIcon>
          <Text size="sm" fw={600} truncate data-testid="import-current-file">
            {t('file.current', { name: upload.import.file_name, count: upload.import.rows_total })}
          </Text>
        </Group>
        <Button size="compact-sm" variant="subtle" leftSection={<IconReplace size={14} />} onClick={wizard.chooseAnotherFile} disabled={wizard.committing}>
          {t('file.change')}
        </Button>
      </Group>
    </Paper>
  );
}
