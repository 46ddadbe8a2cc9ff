import { Anchor, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileImport, IconHistory } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagedTable } from '@/components/ui/use-paged-table';
import { userImportFileUrl } from '../../api/get-user-imports';
import type { UserImport } from '../../api/user-import-types';
import { IMPORT_PATH } from './import-links';
import { ImportStatusBadge } from './import-status-badge';

interface ImportsTableProps {
  imports: UserImport[];
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

function NoImports() {
  const { t } = useTranslation('config-import');
  return (
    <EmptyState py="xl" variant="light" color="gray" icon={<IconHistory size={28} />} title={t('history.emptyTitle')} description={t('history.empty')} data-testid="imports-empty">
      {/* The table lays its empty state over the rows with pointer events off; the button needs them back. */}
      <EmptyState.Actions style={{ pointerEvents: 'auto' }}>
        <Button component={Link} to={IMPORT_PATH} leftSection={<IconFileImport size={16} />}>
          {t('links.import')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/**
 * The import history: when and by whom, which file (downloadable) from where, rows, users created and errors, and the
 * result. Related facts share a cell, so every column stays in view beside the configuration menu and the help panel.
 */
export function ImportsTable(props: ImportsTableProps) {
  const paged = usePagedTable();
  const { t, i18n } = useTranslation('config-import');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <DataTable<UserImport>
      {...paged}
      horizontalSpacing="xs"
      minHeight={props.imports.length === 0 ? 280 : undefined}
      records={props.imports}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      emptyState={props.fetching ? undefined : <NoImports />}
      data-testid="imports-table"
      columns={[
        {
          accessor: 'created_at',
          title: t('history.columns.date'),
          render: (row) => (
            <div>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {dateTime.format(new Date(row.created_at))}
              </Text>
              {row.created_by && (
                <Text size="xs" c="dimmed" data-testid="import-created-by">
                  {t('history.by', { name: row.created_by.name })}
                </Text>
              )}
            </div>
          ),
        },
        {
          accessor: 'file_name',
          title: t('history.columns.file'),
          render: (row) => (
            <div>
              <Anchor href={userImportFileUrl(row.id)} download={row.file_name} size="sm" aria-label={t('history.download', { name: row.file_name })} data-testid="import-file-link">
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconDownload size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  <Text span size="sm" style={{ overflowWrap: 'break-word' }}>
                    {row.file_name}
                  </Text>
                </Group>
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('history.source', { source: t(`history.sources.${row.source}`, { defaultValue: row.source }) })}
              </Text>
            </div>
          ),
        },
        {
          accessor: 'rows_total',
          title: t('history.columns.counts'),
          render: (row) => (
            <Stack gap={0} style={{ whiteSpace: 'nowrap' }} data-testid="import-counts">
              <Text size="sm">{t('history.rows', { count: row.rows_total })}</Text>
              <Text size="sm">{t('history.created', { count: row.created_count })}</Text>
              <Text size="sm" c={row.error_count > 0 ? 'red' : 'dimmed'} fw={row.error_count > 0 ? 600 : undefined}>
                {t('history.errors', { count: row.error_count })}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'status', title: t('history.columns.status'), render: (row) => <ImportStatusBadge status={row.status} /> },
      ]}
    />
  );
}
