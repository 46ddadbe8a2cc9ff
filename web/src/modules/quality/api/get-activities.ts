import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestRaw } from '@/lib/api';
import { qualityKeys } from './keys';
import type { ActivityPage, ActivityStatus } from './types';

export const ACTIVITIES_PAGE_SIZE = 50;

/** The list's filters; with any of them on, the server lists the matches alone (no summaries above them). */
export interface ActivityFilters {
  search: string;
  stageId: string | null;
  valueIds: string[];
  status: ActivityStatus | null;
}

export interface ActivitiesQuery extends ActivityFilters {
  page: number;
  /** Summaries whose subtrees are left out, so a page holds only the rows shown. */
  collapsed: string[];
}

/**
 * GET /api/quality/activities: a page of the project's WBS in order, with the totals of every activity the filters
 * match. Read through the plain client because the page's `totals` sit beside `data` in the envelope.
 */
export async function getActivities(projectId: string, query: ActivitiesQuery): Promise<ActivityPage> {
  const body = await requestRaw(
    'GET',
    '/api/quality/activities',
    {
      projectId,
      page: query.page,
      rowsPerPage: ACTIVITIES_PAGE_SIZE,
      search: query.search.trim() || undefined,
      stageId: query.stageId ?? undefined,
      valueIds: query.valueIds.length > 0 ? query.valueIds : undefined,
      status: query.status ?? undefined,
      collapsed: query.collapsed.length > 0 ? query.collapsed : undefined,
    },
    { notify: false }, // the screen shows the failure in place, with a retry
  );
  return body as ActivityPage;
}

export const activitiesQueryOptions = (projectId: string, query: ActivitiesQuery) =>
  queryOptions({
    queryKey: qualityKeys.activities(projectId, query),
    queryFn: () => getActivities(projectId, query),
    placeholderData: keepPreviousData,
  });

export function useActivities(projectId: string, query: ActivitiesQuery) {
  return useQuery({ ...activitiesQueryOptions(projectId, query), enabled: projectId !== '' });
}
