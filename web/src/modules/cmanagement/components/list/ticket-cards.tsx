import { Card, Checkbox, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar, IconChecklist, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../api/types';
import { formatDay } from '@/components/tickets/format';
import { PriorityBadge } from '@/components/tickets/priority-badge';
import { TicketLink } from './ticket-link';
import { ResponsibleName } from './ticket-people';
import { TicketStatusCell } from './ticket-status-cell';
import type { TicketsViewProps } from './tickets-view';

function TicketCard({ ticket, selected, onToggle }: { ticket: Ticket; selected: boolean | null; onToggle: (on: boolean) => void }) {
  const { t, i18n } = useTranslation('cmanagement-tickets');
  return (
    <Card withBorder radius="md" padding="md" data-testid="ticket-card" data-ticket-id={ticket.id}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {selected !== null && (
            <Checkbox mt={2} aria-label={t('list.select', { number: ticket.number })} checked={selected} onChange={(event) => onToggle(event.currentTarget.checked)} />
          )}
          <TicketLink ticket={ticket} />
        </Group>
        <Group gap="xs">
          <TicketStatusCell ticket={ticket} />
          <PriorityBadge priority={ticket.priority} size="sm" />
        </Group>
        <Stack gap={4} c="dimmed">
          <Group gap={6} wrap="nowrap">
            <IconUser size={14} aria-hidden />
            <ResponsibleName responsible={ticket.responsible} size="xs" />
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="xs">{t('list.createdOn', { date: formatDay(ticket.created_at, i18n.language) })}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconChecklist size={14} aria-hidden />
            <Text size="xs">{t('list.tasks', { done: ticket.tasks_done, total: ticket.tasks_total })}</Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

/** The tickets as cards (grid mode), with the same selection and paging as the list. */
export function TicketCards(props: TicketsViewProps) {
  const { t } = useTranslation('common');
  const pages = Math.ceil(props.total / props.pageSize);
  const selectedIds = new Set(props.selected?.map((ticket) => ticket.id));
  const toggle = (ticket: Ticket, on: boolean) =>
    props.onSelectedChange(on ? [...(props.selected ?? []), ticket] : (props.selected ?? []).filter((other) => other.id !== ticket.id));

  if (props.tickets.length === 0) return <>{props.empty}</>;
  return (
    <Stack gap="lg">
      <SimpleGrid minColWidth={260} data-testid="ticket-cards" style={{ opacity: props.fetching ? 0.6 : 1 }}>
        {props.tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} selected={props.selected ? selectedIds.has(ticket.id) : null} onToggle={(on) => toggle(ticket, on)} />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={props.page}
            onChange={props.onPageChange}
            getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
