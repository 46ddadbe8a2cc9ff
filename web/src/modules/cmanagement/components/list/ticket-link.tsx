import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Ticket } from '../../api/types';

export const ticketUrl = (id: string) => `/cmanagement/tickets/${encodeURIComponent(id)}/general`;

/** `#12 Subject` as a link to the ticket, with its category under it. */
export function TicketLink({ ticket }: { ticket: Ticket }) {
  return (
    <Stack gap={0} miw={160}>
      <Anchor component={Link} to={ticketUrl(ticket.id)} fw={600} size="sm" lineClamp={2}>
        {`#${ticket.number} ${ticket.subject}`}
      </Anchor>
      {ticket.category && (
        <Text size="xs" c="dimmed" truncate>
          {ticket.category.name}
        </Text>
      )}
    </Stack>
  );
}
