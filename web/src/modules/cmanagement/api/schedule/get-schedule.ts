import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ScheduleEntry } from '../types';

export interface ScheduleRange {
  /** First day shown, `YYYY-MM-DD`. */
  from: string;
  /** Last day shown (inclusive), `YYYY-MM-DD`; the server answers at most 62 days. */
  to: string;
}

/**
 * GET /api/cmanagement/schedule: the project's tasks by due date and its postponed tickets by the date they come
 * back. Not toasted: the agenda shows the failure in place, with a retry.
 */
export function getSchedule(range: ScheduleRange) {
  return api.get<ScheduleEntry[]>('/api/cmanagement/schedule', { from: range.from, to: range.to }, { notify: false });
}

export const scheduleQueryKey = ['cmanagement', 'schedule'] as const;

export const scheduleQueryOptions = (range: ScheduleRange) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, range],
    queryFn: () => getSchedule(range),
    // Moving to the next month keeps the previous one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useSchedule(range: ScheduleRange) {
  return useQuery(scheduleQueryOptions(range));
}
