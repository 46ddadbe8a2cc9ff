import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconHistory, IconRefresh } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useConnectorLogs } from '../../api/connectors/get-logs';
import type { ConnectorKind, ConnectorLog } from '../../api/connectors/types';

/** The connector's log: its last 100 tests, pushes, syncs, exports and imports, newest first. */
export function ConnectorLogs({ kind }: { kind: ConnectorKind }) {
  const { t, i18n } = useTranslation('config-connectors');
  const logs = useConnectorLogs(kind);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Stack gap="sm" data-testid="connector-logs">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Title order={4}>{t('logs.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('logs.intro')}
          </Text>
        </Stack>
        <Tooltip label={t('logs.refresh')} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={t('logs.refresh')} loading={logs.isFetching} onClick={() => void logs.refetch()}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <DataTable<ConnectorLog>
        withTableBorder
        borderRadius="md"
        highlightOnHover
        minHeight={logs.data?.length ? undefined : 180}
        records={logs.data ?? []}
        fetching={logs.isPending}
        noRecordsIcon={<IconHistory size={32} stroke={1.4} aria-hidden />}
        noRecordsText={logs.isError ? t('logs.loadError') : t('logs.empty')}
        data-testid="connector-logs-table"
        columns={[
          {
            accessor: 'level',
            title: t('logs.columns.level'),
            width: 160,
            render: (log) => (
              <Stack gap={4} align="flex-start">
                <Badge color={log.level === 'error' ? 'red' : 'teal'} variant="light" tt="none" data-testid="connector-log-level">
                  {t(`logs.level.${log.level}`, { defaultValue: log.level })}
                </Badge>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {dateTime.format(new Date(log.created_at))}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'message',
            title: t('logs.columns.message'),
            render: (log) => (
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={600}>
                  {t(`logs.action.${log.action}`, { defaultValue: log.action })}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {log.message}
                </Text>
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
