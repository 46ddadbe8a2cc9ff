import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';

/** GET /api/warranties/severities: the project's severity catalogue in its order. */
export function getSeverities(projectId: string) {
  return call(typedClient.GET('/api/warranties/severities', { params: { query: { projectId, rowsPerPage: 100 } } }), { notify: false });
}

export const severitiesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ownersKeys.severities(projectId), queryFn: () => getSeverities(projectId) });

export function useSeverities() {
  const projectId = useMe().active_project_id ?? '';
  return useQuery({ ...severitiesQueryOptions(projectId), enabled: projectId !== '' });
}
