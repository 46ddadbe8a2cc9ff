import { Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { notifySuccess } from '@/components/ui/notify-success';
import { useCatalogue } from '../api/webhooks/get-catalogue';
import { useLogs } from '../api/webhooks/get-logs';
import { useReplayDelivery } from '../api/webhooks/replay-delivery';
import type { LogFilters, WebhookLog } from '../api/webhooks/types';
import { AppFrame } from '../components/webhooks/app-frame';
import { LoadError } from '../components/webhooks/load-error';
import { LogsFilters } from '../components/webhooks/logs-filters';
import { LogsTable } from '../components/webhooks/logs-table';

/** After a replay, the History asks again for this long: the new attempt is made by a job a moment later. */
const WATCH_MS = 12_000;

function filtersOf(params: URLSearchParams): LogFilters {
  const status = params.get('status');
  return { status: status === 'succeeded' || status === 'failed' ? status : undefined, event: params.get('event') ?? undefined };
}

function HistoryTab({ appId }: { appId: string }) {
  const { t } = useTranslation('config-webhooks');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const watchUntil = useRef(0);
  const logs = useLogs(appId, filters, () => Date.now() < watchUntil.current);
  const catalogue = useCatalogue();
  const replay = useReplayDelivery(appId);
  const [replaying, setReplaying] = useState<string | null>(null);
  // Only the button's own refresh spins it, not the polling after a replay.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void logs.refetch().finally(() => setRefreshing(false));
  };

  const onFilters = (next: LogFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => typeof entry[1] === 'string')), { replace: true });

  const onReplay = (log: WebhookLog) => {
    setReplaying(log.delivery_id);
    replay.mutate(log.delivery_id, {
      onSuccess: () => {
        watchUntil.current = Date.now() + WATCH_MS;
        notifySuccess(t('logs.replayed'));
      },
      onSettled: () => setReplaying(null),
    });
  };

  return (
    <Stack gap="md">
      <LogsFilters filters={filters} catalogue={catalogue.data ?? []} refreshing={refreshing} onChange={onFilters} onRefresh={refresh} />
      <Group gap={6} wrap="nowrap" c="dimmed">
        <IconInfoCircle size={16} aria-hidden />
        <Text size="xs" data-testid="logs-limit-note">
          {t('logs.limit')}
        </Text>
      </Group>
      {logs.isError ? (
        <LoadError title={t('logs.loadError')} onRetry={() => void logs.refetch()} />
      ) : (
        <LogsTable
          logs={logs.data ?? []}
          fetching={logs.isPending}
          filtered={filters.status !== undefined || filters.event !== undefined}
          replaying={replaying}
          onReplay={onReplay}
        />
      )}
    </Stack>
  );
}

/** /config/integraciones/webhooks/apps/:appId/logs: the History tab of one application (its latest attempts, replay). */
export default function IntegrationsWebhooksLogsPage() {
  useHelpKey('config-webhooks.logs');
  const appId = useParams().appId ?? '';
  return (
    <div data-testid="webhook-logs-page">
      <AppFrame appId={appId}>{() => <HistoryTab appId={appId} />}</AppFrame>
    </div>
  );
}
