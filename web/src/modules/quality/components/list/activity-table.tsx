import { Text, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { ACTIVITIES_PAGE_SIZE } from '../../api/get-activities';
import type { Activity } from '../../api/types';
import type { QualityRights } from '../use-quality-rights';
import { formatDay } from '../format';
import { ActivityActions, type RowAction } from './activity-actions';
import { DescriptionCell } from './description-cell';
import { MoneyCell } from './money-cell';
import { ProgressCell } from './progress-cell';
import { treePlace } from './tree-moves';
import { ValuesCell } from './values-cell';

export interface ActivityTableProps {
  activities: Activity[];
  fetching: boolean;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  /** A filter is on: the matches are listed alone, flat. */
  filtering: boolean;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  rights: QualityRights;
  onAction: (action: RowAction, activity: Activity) => void;
  empty: ReactNode;
}

/** Columns a phone does not show (the row's menu and the history still tell everything). */
const WIDE = (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints.sm})`;

/** The WBS as rows in order: code, indented description, stage, dates, progress, costs, values and the row's menu. */
export function ActivityTable(props: ActivityTableProps) {
  const paged = usePagedTable();
  const { t, i18n } = useTranslation('quality');
  const lastPage = props.page * ACTIVITIES_PAGE_SIZE >= props.total;
  const day = (value: string | null | undefined) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatDay(value, i18n.language)}
    </Text>
  );

  const columns: DataTableColumn<Activity>[] = [
    {
      accessor: 'code',
      title: t('columns.code'),
      width: 70,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (row) => (
        <Text size="sm" fw={row.is_summary ? 700 : undefined} c="dimmed">
          {row.code}
        </Text>
      ),
    },
    {
      accessor: 'description',
      title: t('columns.description'),
      render: (row) => <DescriptionCell activity={row} flat={props.filtering} collapsed={props.collapsed.has(row.id)} onToggle={props.onToggle} />,
    },
    // Progress right after the description: what a person reads first, without scrolling.
    { accessor: 'progress', title: t('columns.progress'), width: 140, render: (row) => <ProgressCell activity={row} /> },
    { accessor: 'est_start', title: t('columns.plannedStart'), visibleMediaQuery: WIDE, render: (row) => day(row.est_start) },
    { accessor: 'est_end', title: t('columns.plannedEnd'), visibleMediaQuery: WIDE, render: (row) => day(row.est_end) },
    { accessor: 'actual_start', title: t('columns.actualStart'), visibleMediaQuery: WIDE, render: (row) => day(row.actual_start) },
    { accessor: 'actual_end', title: t('columns.actualEnd'), visibleMediaQuery: WIDE, render: (row) => day(row.actual_end) },
    { accessor: 'stage_name', title: t('columns.stage'), visibleMediaQuery: WIDE, render: (row) => <Text size="sm">{row.stage_name ?? '—'}</Text> },
    { accessor: 'estimated_cost', title: t('columns.estimatedCost'), textAlign: 'right', visibleMediaQuery: WIDE, render: (row) => <MoneyCell activity={row} amount={row.estimated_cost} /> },
    { accessor: 'expected_cost', title: t('columns.expectedCost'), textAlign: 'right', visibleMediaQuery: WIDE, render: (row) => <MoneyCell activity={row} amount={row.expected_cost} /> },
    { accessor: 'actual_cost', title: t('columns.actualCost'), textAlign: 'right', visibleMediaQuery: WIDE, render: (row) => <MoneyCell activity={row} amount={row.actual_cost} /> },
    { accessor: 'values', title: t('columns.values'), visibleMediaQuery: WIDE, render: (row) => <ValuesCell values={row.values} /> },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      width: 56,
      textAlign: 'right',
      render: (row, index) => (
        <ActivityActions activity={row} place={treePlace(props.activities, index, props.filtering, lastPage)} filtering={props.filtering} rights={props.rights} onAction={props.onAction} />
      ),
    },
  ];

  return (
    <DataTable<Activity>
      {...paged}
      // Room for the whole empty state (icon, two lines and its buttons) under the header row.
      minHeight={props.activities.length === 0 ? 380 : undefined}
      records={props.activities}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={ACTIVITIES_PAGE_SIZE}
      page={props.page}
      onPageChange={props.onPageChange}
      emptyState={props.activities.length === 0 ? props.empty : null}
      verticalSpacing="xs"
      // The row's menu stays in view while the wide table scrolls sideways.
      pinLastColumn
      // Summaries stand out: bold text (in their cells) and a tinted row.
      rowBackgroundColor={(row) => (row.is_summary ? { light: 'gray.0', dark: 'dark.6' } : undefined)}
      customRowAttributes={(row) => ({ 'data-activity-id': row.id, 'data-code': row.code, 'data-summary': row.is_summary || undefined })}
      data-testid="activities-table"
      columns={columns}
    />
  );
}
