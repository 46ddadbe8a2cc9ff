import { ActionIcon, Code, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHistory, IconRepeat } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookLog } from '../../api/webhooks/types';
import { CopyTextButton } from './copy-text-button';
import { useWebhookLabels } from './labels';
import { LogDetail } from './log-detail';
import { LogStatus } from './log-status';

interface LogsTableProps {
  logs: WebhookLog[];
  fetching: boolean;
  filtered: boolean;
  replaying: string | null;
  onReplay: (log: WebhookLog) => void;
}

/** `v1,AbCdEf…`: enough of a signature to tell two apart; the whole one is copied. */
const shortSignature = (signature: string) => (signature.length > 12 ? `${signature.slice(0, 10)}…` : signature);

/** The History tab: one row per attempt (newest first); a row opens to show what was sent and answered. */
export function LogsTable({ logs, fetching, filtered, replaying, onReplay }: LogsTableProps) {
  const { t } = useTranslation('config-webhooks');
  const labels = useWebhookLabels();
  const [expanded, setExpanded] = useState<string[]>([]);
  return (
    <DataTable<WebhookLog>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={logs.length === 0 ? 220 : undefined}
      records={logs}
      fetching={fetching}
      noRecordsIcon={<IconHistory size={36} stroke={1.4} aria-hidden />}
      noRecordsText={filtered ? t('logs.emptyFiltered') : t('logs.empty')}
      rowExpansion={{ trigger: 'click', expanded: { recordIds: expanded, onRecordIdsChange: setExpanded }, content: ({ record }) => <LogDetail log={record} /> }}
      data-testid="webhook-logs-table"
      pinLastColumn
      columns={[
        {
          accessor: 'expand',
          title: <VisuallyHidden>{t('logs.columns.details')}</VisuallyHidden>,
          width: 32,
          render: (log) => (expanded.includes(log.id) ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />),
        },
        { accessor: 'status', title: t('logs.columns.status'), width: 112, render: (log) => <LogStatus log={log} /> },
        {
          accessor: 'event',
          title: t('logs.columns.event'),
          render: (log) => (
            <Stack gap={0} title={log.event}>
              <Text size="xs" c="dimmed" data-testid="webhook-log-module">
                {labels.module(log.module)}
              </Text>
              <Text size="sm">{labels.event(log.event)}</Text>
            </Stack>
          ),
        },
        {
          accessor: 'date',
          title: t('logs.columns.date'),
          render: (log) => (
            <Stack gap={0}>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {labels.dateTime(log.date)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('logs.attempt', { attempt: log.attempt })}
                {log.replay_of ? ` · ${t('logs.replayTag')}` : ''}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'url',
          title: t('logs.columns.url'),
          render: (log) => (
            <Text size="xs" truncate="end" maw={200} title={log.url}>
              {log.url}
            </Text>
          ),
        },
        {
          accessor: 'signature',
          title: t('logs.columns.signature'),
          render: (log) => (
            // The copy button is not a row click: it must not fold or unfold the row.
            <Group gap={2} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
              <Code fz="xs">{shortSignature(log.signature)}</Code>
              <CopyTextButton compact value={log.signature} label={t('logs.copySignature')} />
            </Group>
          ),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('logs.columns.actions')}</VisuallyHidden>,
          textAlign: 'right',
          width: 52,
          render: (log) => (
            <Tooltip label={t('logs.replayHint')} multiline w={240} withArrow>
              <ActionIcon
                variant="subtle"
                aria-label={t('logs.replay')}
                loading={replaying === log.delivery_id}
                onClick={(event) => {
                  event.stopPropagation();
                  onReplay(log);
                }}
                data-testid="replay-delivery"
              >
                <IconRepeat size={18} />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
