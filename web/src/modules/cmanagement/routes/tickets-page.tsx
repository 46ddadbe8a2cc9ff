import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useTicketForm } from '../api/get-form';
import { TICKETS_PAGE_SIZE, useTickets } from '../api/get-tickets';
import type { Ticket } from '../api/types';
import { CreateTicketDrawer } from '../components/form/create-ticket-drawer';
import { BulkBar, type BulkKind } from '../components/list/bulk-bar';
import { BulkDialog } from '../components/list/bulk-dialog';
import { hasFilters } from '../components/list/list-params';
import { ListToolbar } from '../components/list/list-toolbar';
import { TicketCards } from '../components/list/ticket-cards';
import { TicketFiltersBar } from '../components/list/ticket-filters';
import { TicketsEmpty } from '../components/list/tickets-empty';
import { TicketsError } from '../components/list/tickets-error';
import { TicketsTable } from '../components/list/tickets-table';
import { useListParams } from '../components/list/use-list-params';
import { useTicketRights } from '../components/ticket/use-ticket-rights';

/**
 * `/cmanagement/tickets`: the project's tickets, filtered, sorted and paged on the server, with every choice in the
 * URL; as rows or cards; bulk changes on the selected ones; "Nuevo ticket" in a drawer.
 */
export function TicketsPage() {
  useHelpKey('cmanagement.tickets');
  const { t } = useTranslation('cmanagement-tickets');
  const rights = useTicketRights();
  const list = useListParams();
  const [search] = useDebouncedValue(list.query.search, 300);
  const query = { ...list.query, search };
  const tickets = useTickets(query);
  const form = useTicketForm();
  const [creating, setCreating] = useState(false);
  const [bulk, setBulk] = useState<BulkKind | null>(null);
  // The selection belongs to one page of one query: any change of either starts it afresh.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ key: string; tickets: Ticket[] }>({ key: queryKey, tickets: [] });
  const selected = selection.key === queryKey ? selection.tickets : [];
  const select = (next: Ticket[]) => setSelection({ key: queryKey, tickets: next });
  const onCreate = rights.canCreate ? () => setCreating(true) : undefined;

  const view = {
    tickets: tickets.data?.data ?? [],
    fetching: tickets.isFetching,
    page: list.query.page,
    pageSize: TICKETS_PAGE_SIZE,
    total: tickets.data?.total ?? 0,
    totalCapped: Boolean((tickets.data as { total_capped?: boolean } | undefined)?.total_capped),
    onPageChange: list.setPage,
    sortBy: list.query.sortBy,
    descending: list.query.descending,
    onSortChange: list.setSort,
    selected: rights.canBulk ? selected : null,
    onSelectedChange: select,
    empty: <TicketsEmpty filtered={hasFilters(list.query)} onClearFilters={list.clearFilters} onCreate={onCreate} />,
  };

  return (
    <Stack gap="md" data-testid="tickets-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          onCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              {t('create.open')}
            </Button>
          )
        }
      />
      <ListToolbar
        search={list.query.search}
        onSearchChange={(value) => list.setFilters({ search: value })}
        sortBy={list.query.sortBy}
        descending={list.query.descending}
        onSortChange={list.setSort}
        grid={list.grid}
        onGridChange={list.setGrid}
      />
      <TicketFiltersBar filters={list.query} onChange={list.setFilters} onClear={list.clearFilters} options={form.data} />
      <BulkBar count={selected.length} onAction={setBulk} onClear={() => select([])} />
      {tickets.isLoading ? (
        <PageLoader />
      ) : tickets.isError ? (
        <TicketsError message={tickets.error.message} onRetry={() => void tickets.refetch()} />
      ) : list.grid ? (
        <TicketCards {...view} />
      ) : (
        <TicketsTable {...view} />
      )}
      <BulkDialog kind={bulk} ids={selected.map((ticket) => ticket.id)} options={form.data} onClose={() => setBulk(null)} onDone={() => select([])} />
      <CreateTicketDrawer opened={creating} onClose={() => setCreating(false)} options={form.data} />
    </Stack>
  );
}
