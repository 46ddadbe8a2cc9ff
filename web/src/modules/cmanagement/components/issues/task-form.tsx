import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TaskIn } from '../../api/create-task';
import type { Task, TaskStatus } from '../../api/types';
import { TASK_STATUSES } from '../ticket/enums';
import type { Option } from '../ticket/options';

export interface TaskFormValues {
  title: string;
  description: string;
  assignee_id: string | null;
  due_date: string;
  status: TaskStatus;
}

export const taskValues = (task: Task): TaskFormValues => ({
  title: task.title,
  description: task.description ?? '',
  assignee_id: task.assignee?.id ?? null,
  due_date: task.due_date ?? '',
  status: task.status,
});

/** Only what changed, as PUT expects. */
export function taskPatch(task: Task, values: TaskFormValues): Partial<TaskIn> {
  const before = taskValues(task);
  const patch: Partial<TaskIn> = {};
  if (values.title.trim() !== before.title) patch.title = values.title.trim();
  if (values.description.trim() !== before.description) patch.description = values.description.trim() || null;
  if (values.assignee_id !== before.assignee_id) patch.assignee_id = values.assignee_id;
  if (values.due_date !== before.due_date) patch.due_date = values.due_date || null;
  if (values.status !== before.status) patch.status = values.status;
  return patch;
}

interface TaskFormProps {
  task: Task;
  people: Option[];
  readOnly: boolean;
  /** Resolves to the server's field errors (empty when saved). */
  onSave: (values: TaskFormValues) => Promise<Record<string, string>>;
}

/** A task's title, description, assignee, due date and status. */
export function TaskForm({ task, people, readOnly, onSave }: TaskFormProps) {
  const { t } = useTranslation(['cmanagement-tickets', 'cmanagement', 'common']);
  const form = useForm<TaskFormValues>({
    initialValues: taskValues(task),
    validate: { title: (value) => (value.trim() === '' ? t('validation.required') : value.trim().length > 200 ? t('validation.maxLength', { max: 200 }) : null) },
  });
  const submit = form.onSubmit(async (values) => form.setErrors(await onSave(values)));

  return (
    <form onSubmit={submit} noValidate data-testid="task-form">
      <Stack gap="sm">
        <TextInput label={t('tasks.fields.title')} required={!readOnly} disabled={readOnly} {...form.getInputProps('title')} />
        <Textarea label={t('tasks.fields.description')} autosize minRows={2} disabled={readOnly} {...form.getInputProps('description')} />
        <Select label={t('tasks.fields.assignee')} placeholder={t('tasks.unassigned')} data={people} clearable searchable disabled={readOnly} {...form.getInputProps('assignee_id')} />
        <TextInput type="date" label={t('tasks.fields.due')} disabled={readOnly} {...form.getInputProps('due_date')} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('tasks.fields.status')}
          </Text>
          <SegmentedControl
            aria-label={t('tasks.fields.status')}
            disabled={readOnly}
            data={TASK_STATUSES.map((value) => ({ value, label: t(`cmanagement:taskStatus.${value}`) }))}
            {...form.getInputProps('status')}
          />
        </Stack>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" disabled={!form.isDirty()}>
              {t('common:actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
