import { Badge, Group, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { VERIFICATIONS_PAGE_SIZE } from '../../api/get-verifications';
import type { VerificationRow } from '../../api/types';
import { formatDay } from '../format';
import { StateBadge } from '../state-badge';

interface VerificationTableProps {
  rows: VerificationRow[];
  total: number;
  page: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onOpen: (row: VerificationRow) => void;
  empty: ReactNode;
}

/** The project's verifications; a row opens its detail. Secondary columns fold away on a phone. */
export function VerificationTable({ rows, total, page, fetching, onPageChange, onOpen, empty }: VerificationTableProps) {
  const { t } = useTranslation('verifications');
  const paged = usePagedTable();
  return (
    <DataTable
      {...paged}
      minHeight={rows.length === 0 ? 440 : undefined}
      records={rows}
      idAccessor="id"
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={VERIFICATIONS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      onRowClick={({ record }) => onOpen(record)}
      emptyState={empty}
      rowStyle={() => ({ cursor: 'pointer' })}
      data-testid="verifications-table"
      columns={[
        {
          accessor: 'activity_code',
          title: t('list.columns.activity'),
          render: (row) => (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {row.activity_code} · {row.activity_description}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {formatDay(row.scheduled_on)} · {t('list.failures', { count: row.failures })} · {t('list.open', { count: row.open_observations })}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'unit_name', title: t('list.columns.unit'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (row) => row.unit_name ?? '—' },
        { accessor: 'template_name', title: t('list.columns.template'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})` },
        { accessor: 'responsible_name', title: t('list.columns.responsible'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (row) => row.responsible_name ?? '—' },
        { accessor: 'scheduled_on', title: t('list.columns.scheduled'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (row) => formatDay(row.scheduled_on) },
        { accessor: 'state', title: t('list.columns.state'), noWrap: true, render: (row) => <StateBadge state={row.state} /> },
        {
          accessor: 'failures',
          title: t('list.columns.findings'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (row) => (
            <Group gap={4} wrap="nowrap">
              <Badge color={row.failures > 0 ? 'red' : 'gray'} variant="light" title={t('list.failuresTitle', { count: row.failures })}>
                {t('list.failures', { count: row.failures })}
              </Badge>
              <Badge color={row.open_observations > 0 ? 'orange' : 'gray'} variant="light" title={t('list.openTitle', { count: row.open_observations })}>
                {t('list.open', { count: row.open_observations })}
              </Badge>
            </Group>
          ),
        },
      ]}
    />
  );
}
