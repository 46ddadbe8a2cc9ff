import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from '../../api/types';

/** A checklist holds at most 50 items (contract). */
export const CHECKLIST_MAX = 50;

interface ChecklistEditorProps {
  items: ChecklistItem[];
  /** Each change is saved at once with the whole list. */
  onChange: (items: ChecklistItem[]) => void;
  readOnly: boolean;
  saving: boolean;
}

/** Tick, add and remove checklist items. */
export function ChecklistEditor({ items, onChange, readOnly, saving }: ChecklistEditorProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const [text, setText] = useState('');
  const add = () => {
    const value = text.trim();
    if (value === '' || items.length >= CHECKLIST_MAX) return;
    onChange([...items, { text: value, done: false }]);
    setText('');
  };

  return (
    <Stack gap="xs" data-testid="task-checklist">
      <Text fw={600} size="sm">
        {t('tasks.checklist')}
      </Text>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tasks.checklistEmpty')}
        </Text>
      )}
      {items.map((item, index) => (
        <Group key={`${index}-${item.text}`} justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            label={item.text}
            checked={item.done}
            disabled={readOnly || saving}
            onChange={(event) => onChange(items.map((other, at) => (at === index ? { ...other, done: event.currentTarget.checked } : other)))}
          />
          {!readOnly && (
            <ActionIcon variant="subtle" color="red" aria-label={t('tasks.removeItem', { text: item.text })} disabled={saving} onClick={() => onChange(items.filter((_, at) => at !== index))}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && items.length < CHECKLIST_MAX && (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('tasks.newItem')}
            placeholder={t('tasks.newItem')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={add} disabled={text.trim() === '' || saving}>
            {t('tasks.addItem')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
