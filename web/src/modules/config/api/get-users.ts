import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { User } from './types';

export type UserSortKey = 'name' | 'username' | 'email' | 'created_at' | 'last_login_at';

/** The list's filters; a null or empty one is left out of the query string. */
export interface UserFilters {
  search: string;
  position_id: string | null;
  profile_id: string | null;
  project_id: string | null;
  enabled: boolean | null;
}

export interface UsersQuery extends ListQuery, UserFilters {
  sortBy?: UserSortKey;
}

export const NO_FILTERS: UserFilters = { search: '', position_id: null, profile_id: null, project_id: null, enabled: null };

/** GET /api/users: the company's users, filtered, searched (name, username, e-mail), sorted and paginated. */
export function getUsers({ search, ...query }: UsersQuery) {
  return api.list<User>('/api/users', { ...query, search: search.trim() || undefined });
}

/** Every users query (lists and limits) starts with this key, so a change reloads them all. */
export const usersQueryKey = ['config', 'users'] as const;

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
