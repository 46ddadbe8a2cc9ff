import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface ListEditorProps {
  label: string;
  /** "Opción {{n}}": the accessible name of each row's input and buttons. */
  itemLabel: (position: number) => string;
  addPlaceholder: string;
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  /** The form's (or the server's) error for the whole list. */
  error?: string | undefined;
  testId: string;
}

const normalized = (text: string) => text.trim().toLocaleLowerCase();

/**
 * An ordered list of short texts (select options, checklist items): edit, move up or down, remove, and add at the
 * end. Adding refuses a repeated text and anything past `max`; the count shows as `n/max`.
 */
export function ListEditor({ label, itemLabel, addPlaceholder, value, onChange, max, error, testId }: ListEditorProps) {
  const { t } = useTranslation('config-cmanagement');
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const full = value.length >= max;

  const add = () => {
    const text = draft.trim();
    if (text === '') return;
    if (full) return setDraftError(t('list.full', { max }));
    if (value.some((item) => normalized(item) === normalized(text))) return setDraftError(t('list.duplicate', { text }));
    onChange([...value, text]);
    setDraft('');
    setDraftError(null);
  };
  const move = (index: number, step: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + step, 0, item);
    onChange(next);
  };
  // Enter adds the item instead of submitting the whole form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <Stack gap={6} mt={4}>
        {value.map((item, index) => (
          <Group key={index} gap={4} wrap="nowrap">
            <TextInput aria-label={itemLabel(index + 1)} value={item} onChange={(event) => onChange(value.map((entry, at) => (at === index ? event.currentTarget.value : entry)))} flex={1} size="xs" />
            <ActionIcon variant="subtle" color="gray" aria-label={t('list.up', { item: itemLabel(index + 1) })} disabled={index === 0} onClick={() => move(index, -1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={t('list.down', { item: itemLabel(index + 1) })} disabled={index === value.length - 1} onClick={() => move(index, 1)}>
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('list.remove', { item: itemLabel(index + 1) })} onClick={() => onChange(value.filter((_, at) => at !== index))}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={addPlaceholder}
            placeholder={addPlaceholder}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setDraftError(null);
            }}
            onKeyDown={onKeyDown}
            error={draftError}
            disabled={full}
            flex={1}
            size="xs"
          />
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add} disabled={full}>
            {t('list.add')}
          </Button>
        </Group>
        <Text size="xs" c={full ? 'orange' : 'dimmed'} data-testid={`${testId}-count`}>
          {full ? t('list.fullCount', { count: value.length, max }) : t('list.count', { count: value.length, max })}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
