import { Stack, Text, Tooltip, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconUsers, type Icon } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { UNIT_SORT_KEYS, type UnitSortKey } from '../../api/get-units';
import type { UnitOut } from '../../api/types';
import { formatDay, formatShortDateTime } from '../shared/format';
import { UnitStatusBadge } from '../status/unit-status-badge';

interface UnitsTableProps {
  units: UnitOut[];
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  sortBy: UnitSortKey;
  descending: boolean;
  onSortChange: (sortBy: UnitSortKey, descending: boolean) => void;
  onOpen: (unit: UnitOut) => void;
  empty: ReactNode;
}

const count = (value: number, color: string) => (
  <Text size="sm" fw={value > 0 ? 700 : 400} c={value > 0 ? color : 'dimmed'}>
    {value}
  </Text>
);

/** A narrow column's header: its icon, with the word in a tooltip and for assistive technology. */
function IconTitle({ icon: TitleIcon, label }: { icon: Icon; label: string }) {
  return (
    <Tooltip label={label} withArrow>
      <span style={{ display: 'inline-flex' }}>
        <TitleIcon size={16} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** The units as rows; sortable headers go to the server, and a row opens its ficha. */
export function UnitsTable(props: UnitsTableProps) {
  const paged = usePagedTable();
  const { t, i18n } = useTranslation('warranties-units');
  const theme = useMantineTheme();
  // Below lg the responsible goes under the unit's name: a column of its own would squeeze the status badges.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`);
  return (
    <DataTable<UnitOut>
      {...paged}
      minHeight={props.units.length === 0 ? 320 : undefined}
      records={props.units}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      sortStatus={{ columnAccessor: props.sortBy, direction: props.descending ? 'desc' : 'asc' }}
      onSortStatusChange={(status) => {
        const key = UNIT_SORT_KEYS.find((candidate) => candidate === status.columnAccessor);
        if (key) props.onSortChange(key, status.direction === 'desc');
      }}
      onRowClick={({ record }) => props.onOpen(record)}
      emptyState={props.units.length === 0 ? props.empty : null}
      customRowAttributes={(unit) => ({ 'data-unit-id': unit.id, style: { cursor: 'pointer' } })}
      data-testid="units-table"
      columns={[
        {
          accessor: 'name',
          title: t('columns.unit'),
          sortable: true,
          render: (unit) => (
            <Stack gap={0}>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {unit.name}
              </Text>
              {!wide && unit.responsible_name && (
                <Text size="xs" c="dimmed">
                  {unit.responsible_name}
                </Text>
              )}
            </Stack>
          ),
        },
        { accessor: 'floor', title: t('columns.floor'), sortable: true, width: 80, render: (unit) => unit.floor ?? '—' },
        { accessor: 'unit_type_name', title: t('columns.type'), render: (unit) => unit.unit_type_name ?? '—' },
        {
          accessor: 'responsible_name',
          title: t('columns.responsible'),
          visibleMediaQuery: (current) => `(min-width: ${current.breakpoints.lg})`,
          render: (unit) => unit.responsible_name ?? '—',
        },
        { accessor: 'status', title: t('columns.status'), sortable: true, width: 232, render: (unit) => <UnitStatusBadge status={unit.status} size="sm" /> },
        { accessor: 'scheduled_at', title: t('columns.scheduled'), sortable: true, noWrap: true, render: (unit) => formatShortDateTime(unit.scheduled_at, i18n.language) },
        {
          accessor: 'delivery_date',
          title: t('columns.delivered'),
          sortable: true,
          noWrap: true,
          // The ficha's Recepción shows it too: its own column only where there is room.
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          render: (unit) => formatDay(unit.delivery_date, i18n.language),
        },
        { accessor: 'owners_count', title: <IconTitle icon={IconUsers} label={t('columns.owners')} />, textAlign: 'center', width: 44, render: (unit) => count(unit.owners_count, 'blue.8') },
        { accessor: 'failures_count', title: <IconTitle icon={IconAlertTriangle} label={t('columns.failures')} />, textAlign: 'center', width: 44, render: (unit) => count(unit.failures_count, 'red.9') },
      ]}
    />
  );
}
