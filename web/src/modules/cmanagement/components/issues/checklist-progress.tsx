import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from '../../api/types';

/** "2/5" with a bar; nothing for a task without a checklist. */
export function ChecklistProgress({ items }: { items: ChecklistItem[] }) {
  const { t } = useTranslation('cmanagement-tickets');
  if (items.length === 0) return <Text size="xs" c="dimmed">—</Text>;
  const done = items.filter((item) => item.done).length;
  return (
    <Group gap="xs" wrap="nowrap" title={t('tasks.checklistProgress', { done, total: items.length })}>
      <Progress value={(done / items.length) * 100} w={60} size="sm" color={done === items.length ? 'teal' : 'blue'} aria-label={t('tasks.checklistProgress', { done, total: items.length })} />
      <Text size="xs">{`${done}/${items.length}`}</Text>
    </Group>
  );
}
