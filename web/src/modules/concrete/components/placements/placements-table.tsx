import { ActionIcon, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { PLACEMENTS_PAGE_SIZE } from '../../api/placements';
import type { Placement } from '../../api/types';
import { formatDay, formatDecimal } from './format';
import { placeText } from './placement-values';
import { VerdictBadge } from './verdict-badge';

interface PlacementsTableProps {
  rows: Placement[];
  total: number;
  page: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
  /** Given only to those who may edit. */
  onEdit?: (row: Placement) => void;
  onDelete?: (row: Placement) => void;
  empty: ReactNode;
}

const wide = (size: 'sm' | 'md' | 'lg') => (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints[size]})`;

/** The project's placements, newest first: secondary columns fold away on narrow screens. */
export function PlacementsTable({ rows, total, page, fetching, onPageChange, onEdit, onDelete, empty }: PlacementsTableProps) {
  const { t, i18n } = useTranslation('concrete-placements');
  const paged = usePagedTable();
  const lang = i18n.language;
  const columns: DataTableColumn<Placement>[] = [
    { accessor: 'number', title: t('table.number'), width: 60 },
    { accessor: 'poured_on', title: t('table.date'), noWrap: true, render: (row) => formatDay(row.poured_on, lang) },
    { accessor: 'element_name', title: t('table.element') },
    { accessor: 'm3', title: t('table.m3'), textAlign: 'right', render: (row) => formatDecimal(row.m3, lang) },
    {
      accessor: 'location',
      title: t('table.location'),
      visibleMediaQuery: wide('sm'),
      // The unit (building, tower) under the location: one column less on a table this wide.
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.location}</Text>
          <Text size="xs" c="dimmed">
            {row.unit}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'cycle', title: t('table.place'), visibleMediaQuery: wide('md'), render: placeText },
    { accessor: 'type_name', title: t('table.type'), noWrap: true },
    {
      accessor: 'supplier_name',
      title: t('table.supplier'),
      visibleMediaQuery: wide('lg'),
      render: (row) => (row.homologated ? t('form.homologated', { name: row.supplier_name }) : row.supplier_name),
    },
    { accessor: 'guide', title: t('table.guide'), visibleMediaQuery: wide('lg'), render: (row) => row.guide ?? '—' },
    {
      accessor: 'lot_number',
      title: t('table.lot'),
      noWrap: true,
      width: 130,
      render: (row) => (
        <Stack gap={2} align="flex-start" data-testid="placement-lot">
          <Text size="sm" span>
            {t('table.lotNumber', { number: row.lot_number })}
          </Text>
          <VerdictBadge verdict={row.lot_verdict} />
        </Stack>
      ),
    },
  ];
  if (onEdit && onDelete) {
    columns.push({
      accessor: 'actions',
      title: <VisuallyHidden>{t('table.actions')}</VisuallyHidden>,
      width: 90,
      noWrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('table.edit', { number: row.number })}>
            <ActionIcon variant="subtle" aria-label={t('table.edit', { number: row.number })} onClick={() => onEdit(row)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('table.delete', { number: row.number })}>
            <ActionIcon variant="subtle" color="red" aria-label={t('table.delete', { number: row.number })} onClick={() => onDelete(row)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });
  }
  return (
    <DataTable
      {...paged}
      minHeight={rows.length === 0 ? 240 : undefined}
      records={rows}
      idAccessor="id"
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={PLACEMENTS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      emptyState={empty}
      data-testid="placements-table"
      customRowAttributes={(row) => ({ 'data-number': row.number })}
      columns={columns}
    />
  );
}
