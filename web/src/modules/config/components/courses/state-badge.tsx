import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '../../api/course-types';
import { stateColor, stateLabelKey } from './assignment-state';
import { formatDate, formatDay } from './business-days';

/** 'En curso', '1.ª extensión · en curso', '2.ª extensión · vencido', 'Completado', 'Desasignado'. */
export function StateBadge({ assignment }: { assignment: Pick<Assignment, 'state'> }) {
  const { t } = useTranslation('config-courses');
  return (
    <Badge color={stateColor(assignment.state)} variant="light" tt="none" data-testid="assignment-state">
      {t(stateLabelKey(assignment.state))}
    </Badge>
  );
}

/** The deadline and what it means now: business days left, overdue, completed on a date, or taken back. */
export function DeadlineCell({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('config-courses');
  const { status } = assignment.state;
  const detail =
    status === 'completed' && assignment.completed_at
      ? t('deadline.completedOn', { date: formatDay(assignment.completed_at) })
      : status === 'unassigned'
        ? t('deadline.unassigned')
        : status === 'expired'
          ? t('deadline.expired')
          : t('deadline.daysLeft', { count: assignment.days_left });
  return (
    <Stack gap={0} data-testid="assignment-deadline">
      <Text size="sm" fw={500} td={status === 'unassigned' ? 'line-through' : undefined}>
        {formatDate(assignment.expiry_date)}
      </Text>
      <Text size="xs" c={status === 'expired' ? 'red' : status === 'in_progress' && assignment.days_left <= 3 ? 'orange' : 'dimmed'}>
        {detail}
      </Text>
    </Stack>
  );
}
