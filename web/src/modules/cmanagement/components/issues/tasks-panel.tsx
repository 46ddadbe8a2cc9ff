import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NameDialog } from '@/components/ui/name-dialog';
import { ApiError, isApiError } from '@/lib/api';
import { useCreateTask } from '../../api/create-task';
import { useTasks } from '../../api/get-tasks';
import type { TicketForm } from '../../api/types';
import { toOptions, withRefs } from '../ticket/options';
import { TaskDrawer } from './task-drawer';
import { TasksTable, taskUrl } from './tasks-table';
import { TemplatePicker } from './template-picker';

interface TasksPanelProps {
  ticketId: string;
  options: TicketForm | undefined;
  readOnly: boolean;
}

/** The `issues` tab: the ticket's tasks, a new one, a template's tasks, and the open one in a drawer. */
export function TasksPanel({ ticketId, options, readOnly }: TasksPanelProps) {
  const { t } = useTranslation('cmanagement-tickets');
  const navigate = useNavigate();
  const issueId = useParams().issueId ?? null;
  const tasks = useTasks(ticketId);
  const create = useCreateTask(ticketId);
  const [creating, setCreating] = useState(false);
  const list = tasks.data ?? [];
  const listUrl = `/cmanagement/tickets/${encodeURIComponent(ticketId)}/issues`;

  // The shared name dialog shows `errors.name` under its input; a task's is `errors.title`.
  const createTask = async (title: string) => {
    try {
      const task = await create.mutateAsync({ title });
      void navigate(taskUrl(ticketId, task.id));
    } catch (error) {
      if (isApiError(error) && error.fieldError('title')) throw new ApiError({ status: error.status, message: error.message, errors: { name: error.errors.title ?? [] } });
      throw error;
    }
  };

  return (
    <Card withBorder radius="md" data-testid="ticket-tasks">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={4}>{t('tasks.title')}</Title>
          {!readOnly && (
            <Group gap="sm">
              <TemplatePicker ticketId={ticketId} templates={options?.templates ?? []} />
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t('tasks.new')}
              </Button>
            </Group>
          )}
        </Group>
        {tasks.isLoading ? (
          <Center py="lg">
            <Loader type="oval" size={32} color="gray" />
          </Center>
        ) : tasks.isError ? (
          <Alert color="red">{tasks.error.message}</Alert>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="tasks-empty">
            {t('tasks.empty')}
          </Text>
        ) : (
          <TasksTable ticketId={ticketId} tasks={list} />
        )}
      </Stack>
      <TaskDrawer
        ticketId={ticketId}
        task={list.find((task) => task.id === issueId)}
        opened={issueId !== null && !tasks.isLoading}
        people={withRefs(toOptions(options?.people ?? []), list.map((task) => task.assignee))}
        readOnly={readOnly}
        onClose={() => void navigate(listUrl)}
      />
      <NameDialog
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('tasks.new')}
        label={t('tasks.fields.title')}
        submitLabel={t('tasks.create')}
        validate={(value) => (value.trim() === '' ? t('validation.required') : value.trim().length > 200 ? t('validation.maxLength', { max: 200 }) : null)}
        onSubmit={createTask}
        testId="task-create-form"
      />
    </Card>
  );
}
