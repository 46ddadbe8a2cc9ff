import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { LOGS_PATH, tiKeys } from './keys';
import type { LogEntry, LogQuery } from './types';

/** Empty filters are left out of the address. */
export function logParams(query: LogQuery) {
  return {
    level: query.level ?? undefined,
    q: query.q.trim() || undefined,
    request_id: query.request_id.trim() || undefined,
    company_id: query.company_id.trim() || undefined,
    limit: query.limit,
  };
}

/** GET /api/tiinsights/logs: the server's recent log lines, newest first. */
export function getLogs(query: LogQuery) {
  return api.get<LogEntry[]>(LOGS_PATH, logParams(query), { notify: false });
}

export const logsQueryOptions = (query: LogQuery) =>
  queryOptions({ queryKey: tiKeys.logs(logParams(query)), queryFn: () => getLogs(query), placeholderData: keepPreviousData });

/** `refreshMs` reloads the lines on a timer while the screen is open (null: only when asked). */
export function useLogs(query: LogQuery, refreshMs: number | null) {
  return useQuery({ ...logsQueryOptions(query), refetchInterval: refreshMs ?? false });
}
