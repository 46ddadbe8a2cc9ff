import { Card, NavLink, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXAMPLE_QUERIES } from './example-queries';

/** Queries to start from: one click puts it in the editor (it does not run it). */
export function ExampleList({ onPick }: { onPick: (sql: string) => void }) {
  const { t } = useTranslation('tiinsights');
  return (
    <Card withBorder radius="md" padding="xs" component="nav" aria-label={t('editor.examplesLabel')} data-testid="sql-examples">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="xs" pb={4}>
        {t('editor.examplesLabel')}
      </Text>
      {EXAMPLE_QUERIES.map((example) => (
        <NavLink
          key={example.key}
          component="button"
          type="button"
          label={t(`editor.examples.${example.key}`)}
          leftSection={<IconBulb size={14} aria-hidden />}
          onClick={() => onPick(example.sql)}
          styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
        />
      ))}
    </Card>
  );
}
