import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../../api/types';

const COLOR: Record<TaskStatus, string> = { pending: 'gray', in_progress: 'blue', done: 'teal' };

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('cmanagement');
  return (
    <Badge size="sm" variant="light" color={COLOR[status]} tt="none" data-testid="task-status">
      {t(`taskStatus.${status}`)}
    </Badge>
  );
}
