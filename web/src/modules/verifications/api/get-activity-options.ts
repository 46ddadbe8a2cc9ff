import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { QualityActivity } from './types';

/**
 * GET /api/quality/activities?projectId&search: the project's activities for the verification's activity select
 * (first 50 that match). Read here rather than through the quality module, which owns its own screens.
 */
export async function getActivityOptions(projectId: string, search: string) {
  const page = await api.list<QualityActivity>('/api/quality/activities', { projectId, rowsPerPage: 50, search: search.trim() || undefined }, { notify: false });
  return page.data;
}

export const activityOptionsQueryOptions = (projectId: string, search: string) =>
  queryOptions({ queryKey: verificationKeys.activities(projectId, search), queryFn: () => getActivityOptions(projectId, search), placeholderData: keepPreviousData });

export function useActivityOptions(projectId: string, search: string) {
  return useQuery({ ...activityOptionsQueryOptions(projectId, search), enabled: projectId !== '' });
}
