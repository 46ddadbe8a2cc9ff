import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AccountSession } from './account-types';

/** GET /api/account/sessions: the user's live sessions, most recently used first; `current` marks this one. */
export function getSessions() {
  return api.get<AccountSession[]>('/api/account/sessions');
}

export const sessionsQueryKey = ['config', 'account-sessions'] as const;

export const sessionsQueryOptions = queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
