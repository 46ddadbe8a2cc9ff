import { Badge, Tooltip } from '@mantine/core';
import { IconCalendarPause, IconCircleCheck, IconClockHour4, IconPlayerPlay, IconSparkles, type Icon } from '@tabler/icons-react';
import { useCoreTranslation } from './ticket-core';
import type { TicketStatus } from './types';

/**
 * Pending and postponed share the letter P (SPEC §4), so besides the word each has its own colour and icon:
 * nobody should tell them apart by the letter alone.
 */
const LOOK: Record<TicketStatus, { color: string; icon: Icon }> = {
  new: { color: 'blue', icon: IconSparkles },
  open: { color: 'teal', icon: IconPlayerPlay },
  pending: { color: 'yellow', icon: IconClockHour4 },
  postponed: { color: 'grape', icon: IconCalendarPause },
  finished: { color: 'gray', icon: IconCircleCheck },
};

export const statusColor = (status: TicketStatus) => LOOK[status].color;

/** A ticket's status: letter and word ('P · Pendiente' / 'P · Pospuesto'), with what it means in a tooltip. */
export function StatusBadge({ status, size = 'md' }: { status: TicketStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { label } = useCoreTranslation();
  const { color, icon: StatusIcon } = LOOK[status];
  return (
    <Tooltip label={label('statusHint', status)} withArrow openDelay={300}>
      <Badge size={size} color={color} variant="light" tt="none" leftSection={<StatusIcon size={12} aria-hidden />} data-testid="ticket-status" data-status={status}>
        {label('statusBadge', status)}
      </Badge>
    </Tooltip>
  );
}
