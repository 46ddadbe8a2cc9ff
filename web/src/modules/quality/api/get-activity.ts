import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** GET /api/quality/activities/{id}: one activity as it is now (its version, its parent and position). */
export function getActivity(id: string) {
  return call(typedClient.GET('/api/quality/activities/{id}', { params: { path: { id } } }));
}

export const activityQueryOptions = (projectId: string, id: string) =>
  queryOptions({ queryKey: qualityKeys.activity(projectId, id), queryFn: () => getActivity(id) });

export function useActivity(projectId: string, id: string | null) {
  return useQuery({ ...activityQueryOptions(projectId, id ?? ''), enabled: id !== null && id !== '' });
}
