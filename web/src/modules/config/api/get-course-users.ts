import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { User } from './types';

/** The server's page maximum: the picker shows the first 200 matches and narrows them by the typed text. */
const ROWS = 200;

/** GET /api/users (enabled only): the people a course can be assigned to; those without e-mail cannot take one. */
export function getCourseUsers(search: string) {
  return api.list<User>('/api/users', { rowsPerPage: ROWS, enabled: true, sortBy: 'name', search: search.trim() || undefined }, { notify: false });
}

export const courseUsersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['config', 'course-users', search.trim()],
    queryFn: () => getCourseUsers(search),
    placeholderData: keepPreviousData,
  });

export function useCourseUsers(search: string) {
  return useQuery(courseUsersQueryOptions(search));
}
