import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { addTemplateItem, deleteTemplateItem, reorderTemplateItems, useTemplateItemMutation } from '../../api/template-items';
import type { Template } from '../../api/types';

/** A template's items in order: move up or down, delete, and add one at the end. */
export function TemplateItems({ template }: { template: Template }) {
  const { t } = useTranslation('verifications');
  const add = useTemplateItemMutation(addTemplateItem);
  const remove = useTemplateItemMutation(deleteTemplateItem);
  const reorder = useTemplateItemMutation(reorderTemplateItems);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = template.items.map((item) => item.id);

  const move = (index: number, by: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    reorder.mutate({ templateId: template.id, ids: next, version: template.version });
  };

  const submit = async () => {
    if (!text.trim()) return;
    setError(null);
    try {
      await add.mutateAsync({ templateId: template.id, text: text.trim(), requiresPhoto: photo });
      setText('');
      setPhoto(false);
    } catch (cause) {
      if (!isApiError(cause)) throw cause;
      if (cause.status === 422 && cause.fieldError('text')) setError(cause.fieldError('text') ?? null);
      else notifyApiError(cause);
    }
  };

  return (
    <Stack gap="xs" data-testid="template-items">
      {template.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('templates.noItems')}
        </Text>
      )}
      {template.items.map((item, index) => (
        <Group key={item.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" flex={1}>
            {item.position}. {item.text}
            {item.requires_photo && ` · ${t('templates.photo')}`}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" disabled={index === 0 || reorder.isPending} aria-label={t('templates.moveUp', { position: item.position })} onClick={() => move(index, -1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" disabled={index === ids.length - 1 || reorder.isPending} aria-label={t('templates.moveDown', { position: item.position })} onClick={() => move(index, 1)}>
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('templates.removeItem', { position: item.position })} onClick={() => remove.mutate({ templateId: template.id, itemId: item.id })}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          flex={1}
          miw={200}
          aria-label={t('templates.newItem')}
          placeholder={t('templates.newItem')}
          maxLength={250}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Checkbox mt={8} label={t('templates.photo')} checked={photo} onChange={(event) => setPhoto(event.currentTarget.checked)} />
        <Button variant="light" leftSection={<IconPlus size={14} />} onClick={() => void submit()} loading={add.isPending}>
          {t('templates.addItem')}
        </Button>
      </Group>
    </Stack>
  );
}
