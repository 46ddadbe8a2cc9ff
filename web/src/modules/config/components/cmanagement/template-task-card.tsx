import { ActionIcon, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEditor } from './list-editor';
import { CHECKLIST_MAX, DUE_MAX, type TemplateFormValues } from './template-form';

interface TemplateTaskCardProps {
  form: UseFormReturnType<TemplateFormValues>;
  index: number;
  count: number;
}

/** One task of a template: title, description, due in days, checklist; move it up or down, or remove it. */
export function TemplateTaskCard({ form, index, count }: TemplateTaskCardProps) {
  const { t } = useTranslation('config-cmanagement');
  const position = index + 1;
  const path = `tasks.${index}`;
  const task = form.getValues().tasks[index];
  if (!task) return null;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="template-task">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            {t('templates.task', { position })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" aria-label={t('templates.moveUp', { position })} disabled={index === 0} onClick={() => form.reorderListItem('tasks', { from: index, to: index - 1 })}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={t('templates.moveDown', { position })} disabled={index === count - 1} onClick={() => form.reorderListItem('tasks', { from: index, to: index + 1 })}>
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('templates.removeTask', { position })} disabled={count === 1} onClick={() => form.removeListItem('tasks', index)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput label={t('templates.taskTitle')} aria-label={t('templates.taskTitleOf', { position })} required autoComplete="off" {...form.getInputProps(`${path}.title`)} />
        <Textarea label={t('templates.taskDescription')} rows={2} resize="vertical" {...form.getInputProps(`${path}.description`)} />
        <NumberInput
          label={t('templates.due')}
          description={t('templates.dueHint', { max: DUE_MAX })}
          placeholder={t('templates.noDue')}
          min={0}
          max={DUE_MAX}
          allowDecimal={false}
          allowNegative={false}
          w={220}
          {...form.getInputProps(`${path}.due`)}
        />
        <ListEditor
          label={t('templates.checklist')}
          itemLabel={(item) => t('templates.checklistItem', { position: item })}
          addPlaceholder={t('templates.newChecklistItem')}
          max={CHECKLIST_MAX}
          value={task.checklist}
          onChange={(checklist) => form.setFieldValue(`${path}.checklist`, checklist)}
          error={form.errors[`${path}.checklist`] as string | undefined}
          testId={`template-task-${position}-checklist`}
        />
      </Stack>
    </Paper>
  );
}
