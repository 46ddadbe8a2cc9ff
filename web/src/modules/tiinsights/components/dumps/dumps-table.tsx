import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import type { DumpOut } from '../../api/types';

interface DumpsTableProps {
  dumps: DumpOut[];
  fetching: boolean;
  downloading: string | null;
  onDownload: (dump: DumpOut) => void;
}

/** The dumps kept on the server, newest first, each with its download. */
export function DumpsTable({ dumps, fetching, downloading, onDownload }: DumpsTableProps) {
  const { t, i18n } = useTranslation('tiinsights');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.NumberFormat(i18n.language);
  const sorted = [...dumps].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <DataTable<DumpOut>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={sorted.length === 0 ? 220 : undefined}
      records={sorted}
      fetching={fetching}
      noRecordsIcon={<IconDatabaseExport size={36} stroke={1.4} aria-hidden />}
      noRecordsText={t('dumps.empty')}
      data-testid="dumps-table"
      columns={[
        { accessor: 'created_at', title: t('dumps.columns.date'), render: (dump) => date.format(new Date(dump.created_at)) },
        {
          accessor: 'engine',
          title: t('dumps.columns.engine'),
          render: (dump) => (
            <Badge variant="light" color="gray">
              {t(`engine.${dump.engine}`, { defaultValue: dump.engine })}
            </Badge>
          ),
        },
        { accessor: 'bytes', title: t('dumps.columns.size'), textAlign: 'right', render: (dump) => formatBytes(dump.bytes, i18n.language) },
        { accessor: 'tables', title: t('dumps.columns.tables'), textAlign: 'right', render: (dump) => count.format(dump.tables) },
        { accessor: 'rows', title: t('dumps.columns.rows'), textAlign: 'right', render: (dump) => count.format(dump.rows) },
        { accessor: 'files', title: t('dumps.columns.files'), textAlign: 'right', render: (dump) => count.format(dump.files) },
        {
          accessor: 'actions',
          title: '',
          width: 60,
          textAlign: 'center',
          render: (dump) => (
            <Tooltip label={t('dumps.download')} withArrow>
              <ActionIcon variant="subtle" aria-label={t('dumps.downloadOf', { date: date.format(new Date(dump.created_at)) })} loading={downloading === dump.id} onClick={() => onDownload(dump)} data-testid="dump-download">
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
