import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from '../format';
import { PriorityBadge } from '../priority-badge';
import { StatusBadge } from '../status-badge';
import { useCoreTranslation } from '../ticket-core';
import type { CoreTicket } from '../types';

/** `#12 Subject`, its status and priority, who asked and when; the actions sit on the right. */
export function TicketHeader({ ticket, actions, details }: { ticket: CoreTicket; actions: ReactNode; details?: ReactNode }) {
  const { t, i18n, label } = useCoreTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
        <Title order={2} data-testid="ticket-title">{`#${ticket.number} ${ticket.subject}`}</Title>
        <Group gap="xs">
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          {ticket.status === 'postponed' && ticket.postponed_until && (
            <Text size="sm" c="dimmed">
              {t('list.postponedUntil', { date: formatDay(ticket.postponed_until, i18n.language) })}
            </Text>
          )}
          {ticket.status === 'pending' && ticket.send_as && (
            <Text size="sm" c="dimmed">
              {label('sendAs', ticket.send_as)}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('detail.meta', {
            applicant: ticket.applicant?.name ?? '—',
            date: formatDateTime(ticket.created_at, i18n.language),
            count: ticket.age_days,
          })}
        </Text>
        {details}
      </Stack>
      {actions}
    </Group>
  );
}
