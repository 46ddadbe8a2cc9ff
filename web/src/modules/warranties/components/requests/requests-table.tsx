import { Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/components/tickets/format';
import { PriorityBadge } from '@/components/tickets/priority-badge';
import { StatusBadge } from '@/components/tickets/status-badge';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { REQUEST_SORT_KEYS } from '../../api/requests/get-requests';
import { requestUrl } from '../../api/requests/ticket-core';
import type { RequestOut, RequestSortKey } from '../../api/requests/types';

interface RequestsTableProps {
  requests: RequestOut[];
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  sortBy: RequestSortKey;
  descending: boolean;
  onSortChange: (sortBy: RequestSortKey, descending: boolean) => void;
  empty: ReactNode;
  /** The unit's own list leaves the unit column out. */
  withUnit?: boolean;
}

/** Pending failures over all of them, with a shield when one is out of warranty. */
function FailuresCell({ request }: { request: RequestOut }) {
  const { t } = useTranslation('warranties-requests');
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" title={t('list.failures', { pending: request.failures_pending, total: request.failures_total })}>
        {`${request.failures_pending}/${request.failures_total}`}
      </Text>
      {request.out_of_warranty > 0 && (
        <Tooltip label={t('list.outOfWarranty')} withArrow>
          <IconShieldOff size={16} color="var(--mantine-color-red-text)" aria-label={t('list.outOfWarranty')} data-testid="out-of-warranty" />
        </Tooltip>
      )}
    </Group>
  );
}

/** The requests as rows; sortable headers go to the server, and a request's subject opens it. */
export function RequestsTable({ withUnit = true, ...props }: RequestsTableProps) {
  const paged = usePagedTable();
  const { t, i18n } = useTranslation('warranties-requests');
  return (
    <DataTable<RequestOut>
      {...paged}
      minHeight={props.requests.length === 0 ? 320 : undefined}
      records={props.requests}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      sortStatus={{ columnAccessor: props.sortBy, direction: props.descending ? 'desc' : 'asc' }}
      onSortStatusChange={(status) => {
        const key = REQUEST_SORT_KEYS.find((candidate) => candidate === status.columnAccessor);
        if (key) props.onSortChange(key, status.direction === 'desc');
      }}
      emptyState={props.requests.length === 0 ? props.empty : null}
      customRowAttributes={(request) => ({ 'data-request-id': request.id })}
      data-testid="requests-table"
      columns={[
        { accessor: 'number', title: t('columns.number'), sortable: true, width: 70, noWrap: true, render: (request) => `#${request.number}` },
        {
          accessor: 'subject',
          title: t('columns.subject'),
          render: (request) => (
            <Stack gap={0} miw={160}>
              <Anchor component={Link} to={requestUrl(request.id)} fw={600} size="sm" lineClamp={2}>
                {request.subject}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {request.owner?.name ?? t('list.noOwner')}
              </Text>
            </Stack>
          ),
        },
        ...(withUnit ? [{ accessor: 'unit', title: t('columns.unit'), render: (request: RequestOut) => request.unit?.name ?? '—' }] : []),
        { accessor: 'status', title: t('columns.status'), sortable: true, width: 140, render: (request) => <StatusBadge status={request.status} size="sm" /> },
        { accessor: 'priority', title: t('columns.priority'), sortable: true, width: 110, render: (request) => <PriorityBadge priority={request.priority} size="sm" /> },
        {
          accessor: 'responsible',
          title: t('columns.responsible'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          render: (request) => request.responsible?.name ?? <Text size="sm" c="dimmed">{t('list.noResponsible')}</Text>,
        },
        {
          accessor: 'origin',
          title: t('columns.origin'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
          render: (request) => t(`origin.${request.origin}`),
        },
        {
          accessor: 'created_at',
          title: t('columns.created'),
          sortable: true,
          width: 110,
          noWrap: true,
          // The age says as much in fewer characters: the day itself only where there is room.
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
          render: (request) => formatDay(request.created_at, i18n.language),
        },
        { accessor: 'age_days', title: t('columns.age'), width: 76, noWrap: true, textAlign: 'right', render: (request) => t('list.days', { count: request.age_days }) },
        { accessor: 'failures', title: t('columns.failures'), width: 76, render: (request) => <FailuresCell request={request} /> },
      ]}
    />
  );
}
