import { Badge } from '@mantine/core';
import { useCoreTranslation } from './ticket-core';
import type { TicketPriority } from './types';

const COLOR: Record<TicketPriority, string> = { urgent: 'red', high: 'orange', medium: 'blue', low: 'gray' };

export function PriorityBadge({ priority, size = 'md' }: { priority: TicketPriority; size?: 'sm' | 'md' | 'lg' }) {
  const { label } = useCoreTranslation();
  return (
    <Badge size={size} color={COLOR[priority]} variant="dot" tt="none" data-testid="ticket-priority">
      {label('priority', priority)}
    </Badge>
  );
}
