import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/** The Gantt's schedule: every activity in WBS order (compact), every link, and whether a critical path exists. */
export type GanttData = Schema<'GanttOut'>;
export type GanttApiTask = Schema<'GanttTask'>;
export type GanttApiLink = Schema<'GanttLink'>;

/**
 * GET /api/quality/gantt?projectId: the whole schedule at once (the server answers 20,000 activities in tens of
 * milliseconds). Not toasted: the page shows the failure in place, with a retry.
 */
export function getGantt(projectId: string): Promise<GanttData> {
  return call(typedClient.GET('/api/quality/gantt', { params: { query: { projectId } } }), { notify: false });
}

export const ganttQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: qualityKeys.gantt(projectId),
    queryFn: () => getGantt(projectId),
    // The chart converts every answer whole, so comparing 20,000 activities with the last answer would be wasted.
    structuralSharing: false,
  });

export function useGantt(projectId: string) {
  return useQuery({ ...ganttQueryOptions(projectId), enabled: projectId !== '' });
}
