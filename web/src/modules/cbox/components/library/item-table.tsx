import { Badge, Group } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { CboxItem, CboxSortKey } from '../../api/types';
import { formatBytes } from '@/lib/format';
import { formatDate } from './format';
import { itemInteractions, type ItemHandlers } from './item-handlers';
import { ItemIcon } from './item-icon';
import { ItemMenu } from './item-menu';
import { ItemName } from './item-name';

export interface ItemSort {
  sortBy: CboxSortKey;
  descending: boolean;
}

interface ItemTableProps {
  items: CboxItem[];
  handlers: ItemHandlers;
  fetching: boolean;
  sort: ItemSort;
  onSortChange: (sort: ItemSort) => void;
}

const SORTABLE: readonly string[] = ['name', 'size', 'updated_at'];

/** Items as a list with checkboxes for multi-select; sorting by name, size and date goes to the server. */
export function ItemTable({ items, handlers, fetching, sort, onSortChange }: ItemTableProps) {
  const { t, i18n } = useTranslation('cbox');
  const trash = handlers.view === 'trash';
  const sortStatus: DataTableSortStatus<CboxItem> = { columnAccessor: sort.sortBy, direction: sort.descending ? 'desc' : 'asc' };

  return (
    <DataTable<CboxItem>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={items.length === 0 ? 160 : undefined}
      records={items}
      fetching={fetching}
      idAccessor="id"
      data-testid="cbox-table"
      selectedRecords={items.filter((item) => handlers.selected.has(item.id))}
      onSelectedRecordsChange={(records) => handlers.onSelect(records.map((record) => record.id))}
      getRecordSelectionCheckboxProps={(item) => ({ 'aria-label': t('item.select', { name: item.name }) })}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('item.selectAll') }}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        if (SORTABLE.includes(status.columnAccessor)) {
          onSortChange({ sortBy: status.columnAccessor as CboxSortKey, descending: status.direction === 'desc' });
        }
      }}
      customRowAttributes={(item) => ({ 'data-item-id': item.id, 'data-kind': item.kind, ...itemInteractions(item, handlers) })}
      columns={[
        {
          accessor: 'name',
          title: t('columns.name'),
          sortable: !trash,
          render: (item) => (
            <Group gap="sm" wrap="nowrap">
              <ItemIcon item={item} size={28} />
              <ItemName item={item} handlers={handlers} />
              {item.shared && (
                <Badge size="xs" variant="light" color="teal" style={{ flexShrink: 0 }}>
                  {t('item.shared')}
                </Badge>
              )}
            </Group>
          ),
        },
        { accessor: 'size', title: t('columns.size'), sortable: !trash, render: (item) => formatBytes(item.size, i18n.language) },
        trash
          ? { accessor: 'deleted_at', title: t('columns.deleted'), render: (item) => formatDate(item.deleted_at, i18n.language) }
          : { accessor: 'updated_at', title: t('columns.updated'), sortable: true, render: (item) => formatDate(item.updated_at, i18n.language) },
        {
          accessor: 'owner',
          title: t('columns.owner'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (item) => item.owner.name,
        },
        { accessor: 'actions', title: '', textAlign: 'right', width: 60, render: (item) => <ItemMenu item={item} handlers={handlers} /> },
      ]}
    />
  );
}
