import { Group, Text } from '@mantine/core';
import { IconChecklist, IconMessage } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { Ticket } from '../../api/types';
import { formatDay } from '@/components/tickets/format';
import { PriorityBadge } from '@/components/tickets/priority-badge';
import { SORT_KEYS } from './list-params';
import { TicketLink } from './ticket-link';
import { ResponsibleName } from './ticket-people';
import { TicketStatusCell } from './ticket-status-cell';
import type { TicketsViewProps } from './tickets-view';

/** The tickets as rows: sortable headers go to the server; checkboxes feed the bulk actions. */
export function TicketsTable(props: TicketsViewProps) {
  const paged = usePagedTable(props.totalCapped);
  const { t, i18n } = useTranslation('cmanagement-tickets');
  const selection = props.selected
    ? {
        selectedRecords: props.selected,
        onSelectedRecordsChange: props.onSelectedChange,
        getRecordSelectionCheckboxProps: (ticket: Ticket) => ({ 'aria-label': t('list.select', { number: ticket.number }) }),
        allRecordsSelectionCheckboxProps: { 'aria-label': t('list.selectPage') },
      }
    : {};

  return (
    <DataTable<Ticket>
      {...paged}
      {...selection}
      // Room for the whole empty state (icon, two lines and its button) under the header row.
      minHeight={props.tickets.length === 0 ? 360 : undefined}
      records={props.tickets}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      sortStatus={{ columnAccessor: props.sortBy, direction: props.descending ? 'desc' : 'asc' }}
      onSortStatusChange={(status) => {
        const key = SORT_KEYS.find((candidate) => candidate === status.columnAccessor);
        if (key) props.onSortChange(key, status.direction === 'desc');
      }}
      emptyState={props.tickets.length === 0 ? props.empty : null}
      customRowAttributes={(ticket) => ({ 'data-ticket-id': ticket.id })}
      data-testid="tickets-table"
      columns={[
        {
          // The subject's link starts with the number too: its own column only where there is room (sorting by
          // number stays in the toolbar).
          accessor: 'number',
          title: t('columns.number'),
          sortable: true,
          width: 80,
          noWrap: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
          render: (ticket) => `#${ticket.number}`,
        },
        { accessor: 'subject', title: t('columns.subject'), sortable: true, render: (ticket) => <TicketLink ticket={ticket} /> },
        // Fixed widths for the badges: in a narrow table (help panel open) they would otherwise shrink to 'P · …'.
        { accessor: 'status', title: t('columns.status'), sortable: true, width: 160, render: (ticket) => <TicketStatusCell ticket={ticket} /> },
        { accessor: 'priority', title: t('columns.priority'), sortable: true, width: 120, render: (ticket) => <PriorityBadge priority={ticket.priority} size="sm" /> },
        { accessor: 'responsible', title: t('columns.responsible'), render: (ticket) => <ResponsibleName responsible={ticket.responsible} /> },
        {
          accessor: 'applicant',
          title: t('columns.applicant'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
          render: (ticket) => (
            <Text size="sm" truncate title={ticket.applicant?.name}>
              {ticket.applicant?.name ?? '—'}
            </Text>
          ),
        },
        { accessor: 'created_at', title: t('columns.created'), sortable: true, width: 120, noWrap: true, render: (ticket) => formatDay(ticket.created_at, i18n.language) },
        {
          accessor: 'counts',
          title: t('columns.activity'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
          render: (ticket) => (
            <Group gap="sm" wrap="nowrap" c="dimmed">
              <Group gap={4} wrap="nowrap" title={t('list.tasks', { done: ticket.tasks_done, total: ticket.tasks_total })}>
                <IconChecklist size={14} aria-hidden />
                <Text size="xs">{`${ticket.tasks_done}/${ticket.tasks_total}`}</Text>
              </Group>
              <Group gap={4} wrap="nowrap" title={t('list.messages', { count: ticket.messages_count })}>
                <IconMessage size={14} aria-hidden />
                <Text size="xs">{ticket.messages_count}</Text>
              </Group>
            </Group>
          ),
        },
      ]}
    />
  );
}
