import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../api/types';
import { formatDay } from '@/components/tickets/format';
import { StatusBadge } from '@/components/tickets/status-badge';

/** The status badge, with the date a postponed ticket comes back or what a pending one waits for. */
export function TicketStatusCell({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation(['cmanagement-tickets', 'cmanagement']);
  const note =
    ticket.status === 'postponed' && ticket.postponed_until
      ? t('list.postponedUntil', { date: formatDay(ticket.postponed_until, i18n.language) })
      : ticket.status === 'pending' && ticket.send_as
        ? t(`cmanagement:sendAs.${ticket.send_as}`)
        : null;
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge status={ticket.status} size="sm" />
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
