import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '../../api/types';
import { formatDay, todayIso } from '@/components/tickets/format';
import { ChecklistProgress } from './checklist-progress';
import { TaskStatusBadge } from './task-status-badge';

export const taskUrl = (ticketId: string, taskId: string) => `/cmanagement/tickets/${encodeURIComponent(ticketId)}/issues/${encodeURIComponent(taskId)}`;

/** The ticket's tasks by position: title (opens it), status, assignee, due date (red when overdue), checklist. */
export function TasksTable({ ticketId, tasks }: { ticketId: string; tasks: Task[] }) {
  const { t, i18n } = useTranslation('cmanagement-tickets');
  const today = todayIso();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="tasks-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tasks.columns.title')}</Table.Th>
            <Table.Th>{t('tasks.columns.status')}</Table.Th>
            <Table.Th>{t('tasks.columns.assignee')}</Table.Th>
            <Table.Th>{t('tasks.columns.due')}</Table.Th>
            <Table.Th>{t('tasks.columns.checklist')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.id} data-task-id={task.id}>
              <Table.Td>
                <Anchor component={Link} to={taskUrl(ticketId, task.id)} size="sm" fw={600}>
                  {task.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <TaskStatusBadge status={task.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={task.assignee ? undefined : 'dimmed'}>
                  {task.assignee?.name ?? t('tasks.unassigned')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={task.due_date && task.status !== 'done' && task.due_date < today ? 'red' : undefined}>
                  {formatDay(task.due_date, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ChecklistProgress items={task.checklist} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
