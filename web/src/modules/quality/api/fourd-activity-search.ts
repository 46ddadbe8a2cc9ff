import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** How many matches the picker offers; typing narrows them. */
export const ACTIVITY_CHOICES = 30;

/**
 * GET /api/quality/activities?search: the activities to link elements to. With a search the server lists the matches
 * alone, summaries included (linking a summary is allowed; its progress is rolled up from its children).
 */
export function searchActivities(projectId: string, search: string) {
  const query = { projectId, page: 1, rowsPerPage: ACTIVITY_CHOICES, search: search.trim() || undefined };
  return call(typedClient.GET('/api/quality/activities', { params: { query } }), { notify: false });
}

export const activitySearchQueryOptions = (projectId: string, search: string) =>
  queryOptions({
    queryKey: qualityKeys.activities(projectId, { picker: search.trim() }),
    queryFn: () => searchActivities(projectId, search),
    placeholderData: keepPreviousData,
  });

export function useActivitySearch(projectId: string, search: string) {
  return useQuery({ ...activitySearchQueryOptions(projectId, search), enabled: projectId !== '' });
}
