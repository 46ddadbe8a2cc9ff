import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { Course } from './course-types';

export interface CoursesQuery extends ListQuery {
  search?: string;
}

/** GET /api/courses: the catalogue by name, searched and paginated on the server. */
export function getCourses({ search, ...query }: CoursesQuery) {
  return api.list<Course>('/api/courses', { ...query, search: search?.trim() || undefined });
}

/** Every course and assignment query starts with this key: any change reloads the catalogue and the assignments. */
export const coursesQueryKey = ['config', 'courses'] as const;

export const coursesQueryOptions = (query: CoursesQuery) =>
  queryOptions({
    queryKey: [...coursesQueryKey, 'catalogue', query],
    queryFn: () => getCourses(query),
    placeholderData: keepPreviousData,
  });

export function useCourses(query: CoursesQuery) {
  return useQuery(coursesQueryOptions(query));
}

/** The whole catalogue (the server's page maximum), for the course selects. */
export function useCourseOptions() {
  return useQuery({ ...coursesQueryOptions({ rowsPerPage: 200 }), select: (page) => page.data.map((course) => ({ value: course.id, label: course.name })) });
}
