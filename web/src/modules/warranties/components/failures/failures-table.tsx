import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailureOut } from '../../api/requests/types';
import { FailureActionsMenu } from './failure-actions-menu';
import { failureLabel, isPending } from './failure-label';
import { FailurePhotos } from './failure-photos';
import { AcStatusBadge, FailureStatusBadge, WarrantyCell } from './failure-status';

interface FailuresTableProps {
  requestId: string;
  failures: FailureOut[];
  canManage: boolean;
  /** The pending failures picked to combine or to put in an order. */
  selected: FailureOut[];
  onSelectedChange: (failures: FailureOut[]) => void;
  onReclassify: (failure: FailureOut) => void;
  onNotApplicable: (failure: FailureOut) => void;
  empty: ReactNode;
}

/** The request's failures, each with its number and where it is, what is wrong (with its photos), its guarantee, its status and AC. */
export function FailuresTable({ requestId, failures, canManage, selected, onSelectedChange, onReclassify, onNotApplicable, empty }: FailuresTableProps) {
  const { t } = useTranslation('warranties-failures');
  const selection = canManage
    ? {
        selectedRecords: selected,
        onSelectedRecordsChange: onSelectedChange,
        isRecordSelectable: isPending,
        getRecordSelectionCheckboxProps: (failure: FailureOut) => ({ 'aria-label': t('list.select', { number: failure.number }) }),
        allRecordsSelectionCheckboxProps: { 'aria-label': t('list.selectAll') },
      }
    : {};
  return (
    <DataTable<FailureOut>
      {...selection}
      withTableBorder
      borderRadius="md"
      minHeight={failures.length === 0 ? 260 : undefined}
      records={failures}
      idAccessor="id"
      emptyState={failures.length === 0 ? empty : null}
      customRowAttributes={(failure) => ({ 'data-failure-id': failure.id, 'data-status': failure.status, style: failure.status === 'combined' ? { opacity: 0.6 } : undefined })}
      data-testid="failures-table"
      columns={[
        {
          accessor: 'number',
          title: t('columns.location'),
          render: (failure) => (
            <Stack gap={0} miw={150}>
              <Text size="sm" fw={600}>
                {`${failure.number} · ${failureLabel(failure)}`}
              </Text>
              {failure.batch && (
                <Text size="xs" c="dimmed">
                  {t('list.batch', { batch: failure.batch })}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'issue',
          title: t('columns.issue'),
          render: (failure) => (
            <Stack gap={4} miw={160}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{failure.issue?.name ?? '—'}</Text>
                {failure.severity && (
                  <Badge size="xs" variant="outline" color="gray" tt="none" data-testid="failure-severity">
                    {failure.severity.name}
                  </Badge>
                )}
              </Group>
              {failure.detail && (
                <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                  {failure.detail}
                </Text>
              )}
              <FailurePhotos requestId={requestId} failure={failure} canAdd={canManage && failure.status !== 'combined'} />
            </Stack>
          ),
        },
        { accessor: 'guarantee', title: t('columns.guarantee'), width: 136, render: (failure) => <WarrantyCell failure={failure} /> },
        {
          accessor: 'status',
          title: t('columns.status'),
          width: 130,
          render: (failure) => (
            <Stack gap={4}>
              <FailureStatusBadge failure={failure} />
              {failure.ac_status && <AcStatusBadge status={failure.ac_status} />}
            </Stack>
          ),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
          width: 48,
          render: (failure) => canManage && <FailureActionsMenu requestId={requestId} failure={failure} onReclassify={onReclassify} onNotApplicable={onNotApplicable} />,
        },
      ]}
    />
  );
}
