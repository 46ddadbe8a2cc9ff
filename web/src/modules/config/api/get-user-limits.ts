import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersQueryKey } from './get-users';
import type { UserLimits } from './types';

/**
 * GET /api/user-limits: the caps on active users (company, project groups, projects), how many each holds, and
 * the open request for more users. Under the users key: every user change reloads it.
 */
export function getUserLimits() {
  return api.get<UserLimits>('/api/user-limits', undefined, { notify: false });
}

export const userLimitsQueryOptions = queryOptions({
  queryKey: [...usersQueryKey, 'limits'],
  queryFn: getUserLimits,
});

export function useUserLimits() {
  return useQuery(userLimitsQueryOptions);
}
