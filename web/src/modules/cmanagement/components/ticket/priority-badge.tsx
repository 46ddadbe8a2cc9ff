import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketPriority } from '../../api/types';

const COLOR: Record<TicketPriority, string> = { urgent: 'red', high: 'orange', medium: 'blue', low: 'gray' };

export function PriorityBadge({ priority, size = 'md' }: { priority: TicketPriority; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('cmanagement');
  return (
    <Badge size={size} color={COLOR[priority]} variant="dot" tt="none" data-testid="ticket-priority">
      {t(`priority.${priority}`)}
    </Badge>
  );
}
