import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { Assignment, AssignmentStatus } from './course-types';
import { coursesQueryKey } from './get-courses';

/** The assignments list's filters; a null one is left out of the query string. */
export interface AssignmentFilters {
  course_id: string | null;
  status: AssignmentStatus | null;
}

export const NO_ASSIGNMENT_FILTERS: AssignmentFilters = { course_id: null, status: null };

export type AssignmentsQuery = ListQuery & AssignmentFilters & { user_id?: string | null };

/** GET /api/course-assignments: soonest deadline first, filtered by course, user and computed status. */
export function getCourseAssignments(query: AssignmentsQuery) {
  return api.list<Assignment>('/api/course-assignments', { ...query });
}

export const courseAssignmentsQueryOptions = (query: AssignmentsQuery) =>
  queryOptions({
    queryKey: [...coursesQueryKey, 'assignments', query],
    queryFn: () => getCourseAssignments(query),
    placeholderData: keepPreviousData,
  });

export function useCourseAssignments(query: AssignmentsQuery) {
  return useQuery(courseAssignmentsQueryOptions(query));
}

/** Everyone who has (or had) one course, for the assign dialog to tell who cannot get it again. */
export function useCourseHolders(courseId: string | null) {
  return useQuery({
    ...courseAssignmentsQueryOptions({ ...NO_ASSIGNMENT_FILTERS, course_id: courseId, rowsPerPage: 200 }),
    enabled: courseId !== null,
    placeholderData: undefined,
    select: (page) => new Map(page.data.map((assignment) => [assignment.user.id, assignment])),
  });
}
