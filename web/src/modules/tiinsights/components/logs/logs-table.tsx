import { Badge, Code, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFileText } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsText, levelColor, type LogRow } from './log-rows';

interface LogsTableProps {
  rows: LogRow[];
  fetching: boolean;
  filtered: boolean;
  /** Filters the lines by a request id (a click on one). */
  onRequest: (id: string) => void;
}

/** What an opened line shows: its fields as JSON and where it came from. */
function LogDetail({ row }: { row: LogRow }) {
  const { t } = useTranslation('tiinsights');
  const fields = fieldsText(row.fields);
  return (
    <Stack gap={6} px="md" py="sm" data-testid="log-detail">
      <Group gap="lg" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('logs.columns.target')}: <Code>{row.target}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          {t('logs.columns.company')}: <Code>{row.company_id ?? '—'}</Code>
        </Text>
      </Group>
      {fields ? (
        <Code block fz="xs" data-testid="log-fields">
          {fields}
        </Code>
      ) : (
        <Text size="xs" c="dimmed">
          {t('logs.noFields')}
        </Text>
      )}
    </Stack>
  );
}

/** The server's lines, newest first; a line opens to show its fields. */
export function LogsTable({ rows, fetching, filtered, onRequest }: LogsTableProps) {
  const { t, i18n } = useTranslation('tiinsights');
  const [expanded, setExpanded] = useState<string[]>([]);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <DataTable<LogRow>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing={6}
      minHeight={rows.length === 0 ? 220 : undefined}
      records={rows}
      idAccessor="key"
      fetching={fetching}
      noRecordsIcon={<IconFileText size={36} stroke={1.4} aria-hidden />}
      noRecordsText={filtered ? t('logs.emptyFiltered') : t('logs.empty')}
      rowExpansion={{ trigger: 'click', expanded: { recordIds: expanded, onRecordIdsChange: setExpanded }, content: ({ record }) => <LogDetail row={record} /> }}
      data-testid="logs-table"
      columns={[
        {
          accessor: 'expand',
          title: <VisuallyHidden>{t('logs.columns.details')}</VisuallyHidden>,
          width: 32,
          render: (row) => (expanded.includes(row.key) ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />),
        },
        {
          accessor: 'at',
          title: t('logs.columns.at'),
          width: 170,
          render: (row) => (
            <Text size="xs" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {time.format(new Date(row.at))}
            </Text>
          ),
        },
        {
          accessor: 'level',
          title: t('logs.columns.level'),
          width: 100,
          render: (row) => (
            <Badge color={levelColor(row.level)} variant="light" size="sm" data-testid="log-level-badge">
              {t(`logs.level.${row.level}`, { defaultValue: row.level })}
            </Badge>
          ),
        },
        {
          accessor: 'message',
          title: t('logs.columns.message'),
          render: (row) => (
            <Stack gap={0}>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {row.message}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {row.target}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'request_id',
          title: t('logs.columns.request'),
          width: 150,
          render: (row) =>
            row.request_id ? (
              <UnstyledButton
                onClick={(event) => {
                  // Filters instead of opening the line.
                  event.stopPropagation();
                  onRequest(row.request_id ?? '');
                }}
                title={t('logs.filterByRequest')}
              >
                <Text size="xs" ff="monospace" c="blue" truncate="end" maw={140}>
                  {row.request_id}
                </Text>
              </UnstyledButton>
            ) : (
              <Text size="xs" c="dimmed">
                —
              </Text>
            ),
        },
      ]}
    />
  );
}
