import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** GET /api/quality/activities/{id}/history: the last 50 records (SPEC §9), newest first. */
export function getHistory(id: string) {
  return call(typedClient.GET('/api/quality/activities/{id}/history', { params: { path: { id } } }), { notify: false });
}

export const historyQueryOptions = (projectId: string, id: string) =>
  queryOptions({ queryKey: qualityKeys.history(projectId, id), queryFn: () => getHistory(id) });

export function useHistory(projectId: string, id: string | null) {
  return useQuery({ ...historyQueryOptions(projectId, id ?? ''), enabled: id !== null });
}
