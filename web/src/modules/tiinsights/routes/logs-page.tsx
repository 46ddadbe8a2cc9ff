import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { useLogs } from '../api/get-logs';
import type { LogQuery } from '../api/types';
import { LoadError } from '../components/load-error';
import { LogFilters } from '../components/logs/log-filters';
import { withKeys } from '../components/logs/log-rows';
import { LogsTable } from '../components/logs/logs-table';

const EMPTY: LogQuery = { level: null, q: '', request_id: '', company_id: '', limit: 200 };
/** How often the automatic reload asks. */
const REFRESH_MS = 5000;

/** The server's log (`/tiinsights/logs`): the last 200 lines that match, newest first, optionally reloading by itself. */
export default function LogsPage() {
  useHelpKey('tiinsights.logs');
  const { t } = useTranslation('tiinsights');
  // A slow request's id opens this screen already filtered by it (`?request_id=…`).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<LogQuery>(() => ({ ...EMPTY, request_id: params.get('request_id') ?? '' }));
  const [autoRefresh, setAutoRefresh] = useState(false);
  // Typing asks once the user pauses, not at every key.
  const [query] = useDebouncedValue(filters, 300);
  const logs = useLogs(query, autoRefresh ? REFRESH_MS : null);
  const filtered = query.level !== null || query.q.trim() !== '' || query.request_id.trim() !== '' || query.company_id.trim() !== '';
  return (
    <Stack gap="md" data-testid="logs-page">
      <PageHeader title={t('logs.title')} description={t('logs.description')} />
      <LogFilters
        query={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
        refreshing={logs.isFetching}
        onRefresh={() => void logs.refetch()}
      />
      {logs.isError && <LoadError message={logs.error.message} onRetry={() => void logs.refetch()} />}
      <LogsTable
        rows={withKeys(logs.data ?? [])}
        fetching={logs.isPending}
        filtered={filtered}
        onRequest={(id) => setFilters((current) => ({ ...current, request_id: id }))}
      />
    </Stack>
  );
}
