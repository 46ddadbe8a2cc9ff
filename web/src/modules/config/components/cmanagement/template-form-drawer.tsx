import { Button, Drawer, Group, Input, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateTaskTemplate } from '../../api/cmanagement/create-task-template';
import type { TaskTemplate } from '../../api/cmanagement/types';
import { useUpdateTaskTemplate } from '../../api/cmanagement/update-task-template';
import { applyFieldErrors } from './field-errors';
import { emptyTask, initialTemplateValues, TASKS_MAX, TEMPLATE_NAME_MAX, templateErrorPath, toTemplateIn, validateTemplate, type TemplateFormValues } from './template-form';
import { TemplateTaskCard } from './template-task-card';

interface TemplateFormDrawerProps {
  opened: boolean;
  /** The template being edited, or null to create one (kept by the caller while the drawer slides out). */
  template: TaskTemplate | null;
  onClose: () => void;
}

function TemplateForm({ template, onClose }: Omit<TemplateFormDrawerProps, 'opened'>) {
  const { t } = useTranslation(['config-cmanagement', 'config', 'common']);
  const create = useCreateTaskTemplate();
  const update = useUpdateTaskTemplate();
  const [pending, setPending] = useState(false);
  const form = useForm<TemplateFormValues>({ initialValues: initialTemplateValues(template), validate: (values) => validateTemplate(t, values) });
  const tasks = form.getValues().tasks;

  const save = async (values: TemplateFormValues) => {
    setPending(true);
    try {
      const body = toTemplateIn(values);
      const saved = template ? await update.mutateAsync({ ...body, id: template.id, version: template.version }) : await create.mutateAsync(body);
      notifySuccess(t(template ? 'templates.saved' : 'templates.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      applyFieldErrors(form, error, templateErrorPath);
      notifyApiError(error);
      if (error.status === 409) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="template-form">
      <Stack gap="md">
        <TextInput label={t('templates.name')} description={t('shared.nameHint', { max: TEMPLATE_NAME_MAX })} required data-autofocus autoComplete="off" {...form.getInputProps('name')} />
        <Textarea label={t('templates.description')} rows={2} resize="vertical" {...form.getInputProps('description')} />
        <Switch label={t('templates.active')} description={t('templates.activeHint')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Input.Wrapper label={t('templates.tasks')} description={t('templates.tasksCount', { count: tasks.length, max: TASKS_MAX })} error={form.errors.tasks}>
          <Stack gap="sm" mt="xs">
            {tasks.map((task, index) => (
              <TemplateTaskCard key={task.key} form={form} index={index} count={tasks.length} />
            ))}
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} />} disabled={tasks.length >= TASKS_MAX} onClick={() => form.insertListItem('tasks', emptyTask())}>
                {t('templates.addTask')}
              </Button>
              {tasks.length >= TASKS_MAX && (
                <Text size="sm" c="orange">
                  {t('templates.tasksMax', { max: TASKS_MAX })}
                </Text>
              )}
            </Group>
          </Stack>
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {template ? t('common:actions.save') : t('templates.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a task template in a side drawer (its task list is long); each opening starts from the template. */
export function TemplateFormDrawer({ opened, template, onClose }: TemplateFormDrawerProps) {
  const { t } = useTranslation('config-cmanagement');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={template ? t('templates.editTitle') : t('templates.newTitle')}>
      <TemplateForm key={template?.id ?? 'new'} template={template} onClose={onClose} />
    </Drawer>
  );
}
