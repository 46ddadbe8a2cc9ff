import { Badge, Progress, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { LOTS_PAGE_SIZE } from '../../api/lots';
import type { Lot } from '../../api/types';
import { formatDecimal } from '../placements/format';
import { VerdictBadge } from '../placements/verdict-badge';

interface LotsTableProps {
  rows: Lot[];
  total: number;
  page: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onOpen: (row: Lot) => void;
  empty: ReactNode;
}

const wide = (size: 'sm' | 'md') => (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints[size]})`;

/** The project's lots, newest first; a row opens the lot's drawer. */
export function LotsTable({ rows, total, page, fetching, onPageChange, onOpen, empty }: LotsTableProps) {
  const { t, i18n } = useTranslation('concrete-lots');
  const paged = usePagedTable();
  const lang = i18n.language;
  return (
    <DataTable
      {...paged}
      minHeight={rows.length === 0 ? 240 : undefined}
      records={rows}
      idAccessor="id"
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={LOTS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      emptyState={empty}
      data-testid="lots-table"
      customRowAttributes={(row) => ({ 'data-number': row.number, 'data-verdict': row.verdict })}
      columns={[
        { accessor: 'number', title: t('table.number'), width: 70, render: (row) => t('table.lotNumber', { number: row.number }) },
        { accessor: 'type_name', title: t('table.type'), render: (row) => t('table.typeStrength', { name: row.type_name, mpa: formatDecimal(row.strength_mpa, lang) }) },
        {
          accessor: 'volume_m3',
          title: t('table.volume'),
          width: 190,
          render: (row) => (
            <Stack gap={2}>
              <Text size="sm">{t('table.volumeOf', { volume: formatDecimal(row.volume_m3, lang), limit: formatDecimal(row.limit_m3, lang) })}</Text>
              <Progress
                value={Math.min(100, (row.volume_m3 / Math.max(row.limit_m3, 0.1)) * 100)}
                size="sm"
                aria-label={t('table.volumeLabel', { number: row.number })}
              />
            </Stack>
          ),
        },
        { accessor: 'placements', title: t('table.placements'), textAlign: 'right', visibleMediaQuery: wide('sm') },
        { accessor: 'samples', title: t('table.samples'), textAlign: 'right', visibleMediaQuery: wide('sm') },
        {
          accessor: 'closed',
          title: t('table.state'),
          visibleMediaQuery: wide('md'),
          render: (row) => (
            <Badge variant="outline" color={row.closed ? 'gray' : 'blue'}>
              {row.closed ? t('table.closed') : t('table.open')}
            </Badge>
          ),
        },
        { accessor: 'verdict', title: t('table.verdict'), render: (row) => <VerdictBadge verdict={row.verdict} /> },
      ]}
    />
  );
}
