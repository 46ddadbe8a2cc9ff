import { Badge, Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUSES, pick } from '@/components/tickets/enums';
import { statusColor } from '@/components/tickets/status-badge';
import type { RequestStatus, RequestsSummary } from '../../api/requests/types';

interface RequestStatusChipsProps {
  summary: RequestsSummary | undefined;
  selected: RequestStatus[];
  onChange: (status: RequestStatus[]) => void;
}

/** How many requests each status has; a chip filters the list by its status (several at once). */
export function RequestStatusChips({ summary, selected, onChange }: RequestStatusChipsProps) {
  const { t } = useTranslation('warranties-requests');
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.statusCounts')} data-testid="request-status-chips">
      <Badge variant="outline" color="gray" size="lg" tt="none" data-testid="requests-total">
        {t('filters.total', { count: summary?.total ?? 0 })}
      </Badge>
      <Chip.Group multiple value={selected} onChange={(values) => onChange(pick(STATUSES, values))}>
        {STATUSES.map((status) => (
          <Chip key={status} value={status} color={statusColor(status)} variant="light" size="sm" data-testid={`request-status-chip-${status}`}>
            {t('filters.statusCount', { status: t(`statusBadge.${status}`), count: summary?.by_status[status] ?? 0 })}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
