import { ActionIcon, ColorSwatch, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ticket } from '../../api/types';
import { ticketUrl } from '../list/ticket-link';
import { StatusBadge } from '@/components/tickets/status-badge';
import type { PinPalette } from './pin-colors';
import classes from './bim-tickets.module.css';

interface PinnedTicketRowProps {
  ticket: Ticket;
  palette: PinPalette;
  /** Whether one of the ticket's elements is the one selected in the model. */
  active: boolean;
  onSelect: (globalId: string) => void;
}

/**
 * One pinned ticket: its colour, `#n`, subject, status and element. The row (named by what it shows) selects the
 * element in the model; the icon beside it opens the ticket (two controls, not a link inside a button).
 */
export function PinnedTicketRow({ ticket, palette, active, onSelect }: PinnedTicketRowProps) {
  const { t } = useTranslation('cmanagement');
  const pin = ticket.bim;
  const tone = ticket.status === 'finished' ? 'done' : ticket.priority;
  const name = pin ? (pin.element_name ?? pin.global_id) : null;
  const others = pin ? pin.global_ids.length - 1 : 0;
  const element = name && others > 0 ? t('bim.elementAndMore', { element: name, count: others }) : name;
  return (
    <Group gap={4} wrap="nowrap" className={classes.row} data-active={active || undefined} data-testid="bim-ticket-row" data-ticket-id={ticket.id}>
      <UnstyledButton
        className={classes.rowButton}
        onClick={() => pin && onSelect(pin.global_id)}
        aria-pressed={active}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ColorSwatch color={palette[tone]} size={10} mt={5} withShadow={false} aria-hidden />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={600} lineClamp={2}>
              {`#${ticket.number} ${ticket.subject}`}
            </Text>
            <Group gap={6} wrap="nowrap" miw={0}>
              <StatusBadge status={ticket.status} size="sm" />
              {element && (
                <Text size="xs" c="dimmed" truncate>
                  {element}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
      <Tooltip label={t('bim.openTicket', { number: ticket.number })} withArrow openDelay={300}>
        <ActionIcon component={Link} to={ticketUrl(ticket.id)} variant="subtle" color="gray" aria-label={t('bim.openTicket', { number: ticket.number })}>
          <IconExternalLink size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
