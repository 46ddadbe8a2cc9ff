import { Alert, Button, Divider, Drawer, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { ApiError, isApiError, notifyApiError } from '@/lib/api';
import { useDeleteTask } from '../../api/delete-task';
import type { TaskIn } from '../../api/create-task';
import type { ChecklistItem, Task } from '../../api/types';
import { useUpdateTask } from '../../api/update-task';
import type { Option } from '../ticket/options';
import { ChecklistEditor } from './checklist-editor';
import { TaskForm, taskPatch, type TaskFormValues } from './task-form';

interface TaskDrawerProps {
  ticketId: string;
  /** The task named by the URL (`issues/:issueId`); undefined while the list loads or when it is gone. */
  task: Task | undefined;
  opened: boolean;
  people: Option[];
  readOnly: boolean;
  onClose: () => void;
}

const FIELDS = ['title', 'description', 'assignee_id', 'due_date', 'status'];

/** `issues/:issueId`: one task in a side drawer — its fields, its checklist, and delete. */
export function TaskDrawer({ ticketId, task, opened, people, readOnly, onClose }: TaskDrawerProps) {
  const { t } = useTranslation(['cmanagement-tickets', 'common']);
  const update = useUpdateTask();
  const remove = useDeleteTask();

  /** Saves a change; a 409 (someone saved first) reloads the task and says so. Returns the field errors to show. */
  const save = async (current: Task, patch: Partial<TaskIn>): Promise<Record<string, string>> => {
    try {
      await update.mutateAsync({ ticketId, taskId: current.id, version: current.version, patch });
      return {};
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) notifyApiError(new ApiError({ status: 409, message: t('tasks.stale') }));
      else if (error.status === 422 && FIELDS.some((field) => error.fieldError(field))) {
        return Object.fromEntries(FIELDS.flatMap((field) => {
          const message = error.fieldError(field);
          return message ? [[field, message]] : [];
        }));
      } else if (error.status !== 401) notifyApiError(error);
      return {};
    }
  };
  const saveFields = async (current: Task, values: TaskFormValues) => {
    const errors = await save(current, taskPatch(current, values));
    if (Object.keys(errors).length === 0) notifySuccess(t('tasks.saved', { title: values.title.trim() }));
    return errors;
  };
  const saveChecklist = (current: Task, checklist: ChecklistItem[]) => void save(current, { checklist });
  const confirmDelete = (current: Task) =>
    modals.openConfirmModal({
      title: t('tasks.deleteTitle'),
      centered: true,
      children: t('tasks.deleteConfirm', { title: current.title }),
      labels: { confirm: t('tasks.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync({ ticketId, taskId: current.id }).then(() => {
          notifySuccess(t('tasks.deleted', { title: current.title }));
          onClose();
        }, () => undefined),
    });

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={task?.title ?? t('tasks.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {task ? (
        <Stack gap="md" data-testid="task-detail">
          {/* Keyed by version: after a save or a 409 the form starts from the task as stored. */}
          <TaskForm key={task.version} task={task} people={people} readOnly={readOnly} onSave={(values) => saveFields(task, values)} />
          <Divider />
          <ChecklistEditor items={task.checklist} onChange={(items) => saveChecklist(task, items)} readOnly={readOnly} saving={update.isPending} />
          {!readOnly && (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => confirmDelete(task)}>
                  {t('tasks.delete')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      ) : (
        <Alert color="gray">{t('tasks.notFound')}</Alert>
      )}
    </Drawer>
  );
}
