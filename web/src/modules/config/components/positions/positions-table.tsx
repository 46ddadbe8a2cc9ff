import { ActionIcon, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { Position } from '../../api/types';

export type PositionSort = DataTableSortStatus<Position>;

interface PositionsTableProps {
  positions: Position[];
  fetching: boolean;
  searching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  sort: PositionSort;
  onSortChange: (sort: PositionSort) => void;
  onEdit: (position: Position) => void;
  onDelete: (position: Position) => void;
}

/** The company's positions: name, how many users hold each, creation date, and rename / delete per row. */
export function PositionsTable(props: PositionsTableProps) {
  const paged = usePagedTable();
  const { t, i18n } = useTranslation(['config', 'common']);
  const { onEdit, onDelete } = props;

  return (
    <DataTable<Position>
      {...paged}
      minHeight={props.positions.length === 0 ? 220 : undefined}
      records={props.positions}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      sortStatus={props.sort}
      onSortStatusChange={props.onSortChange}
      noRecordsIcon={<IconBriefcase size={36} stroke={1.4} aria-hidden />}
      noRecordsText={props.searching ? t('positions.emptySearch') : t('positions.empty')}
      data-testid="positions-table"
      columns={[
        {
          accessor: 'name',
          title: t('positions.columns.name'),
          sortable: true,
          render: (position) => (
            <Text size="sm" fw={600}>
              {position.name}
            </Text>
          ),
        },
        {
          accessor: 'users_count',
          title: t('positions.columns.users'),
          sortable: true,
          textAlign: 'center',
          width: 110,
          render: (position) => (
            <Badge variant="light" color={position.users_count > 0 ? 'blue' : 'gray'} tt="none">
              {position.users_count}
            </Badge>
          ),
        },
        {
          accessor: 'created_at',
          title: t('positions.columns.created'),
          sortable: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          render: (position) => new Date(position.created_at).toLocaleDateString(i18n.language),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('positions.columns.actions')}</VisuallyHidden>,
          textAlign: 'right',
          width: 100,
          render: (position) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('positions.edit')}>
                <ActionIcon variant="subtle" aria-label={t('positions.editNamed', { name: position.name })} onClick={() => onEdit(position)}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('positions.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('positions.deleteNamed', { name: position.name })} onClick={() => onDelete(position)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
        },
      ]}
    />
  );
}
