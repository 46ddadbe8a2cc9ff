import { Alert, List, ScrollArea, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RowError } from './row-errors';

/** The alerts' own title shades are too pale on their backgrounds (WCAG AA): titles take the body's text colour. */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** The rows an import refused, each with its messages; nothing was written. */
export function ImportErrors({ title, errors }: { title: string; errors: RowError[] }) {
  const { t } = useTranslation('warranties');
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={title} styles={TITLE} data-testid="import-errors">
      <Text size="sm" mb="xs">
        {t('import.nothingWritten')}
      </Text>
      <ScrollArea.Autosize mah={240}>
        <List size="sm" spacing={4}>
          {errors.flatMap((entry) =>
            entry.messages.map((message, index) => (
              <List.Item key={`${entry.row ?? 'file'}-${index}`}>
                {entry.row === null ? message : t('import.rowError', { row: entry.row, message })}
              </List.Item>
            )),
          )}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}
