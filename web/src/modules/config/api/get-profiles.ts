import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Profile } from './types';

/** A company has a handful of profiles: one page of the server's maximum holds them all. */
const ROWS = 200;

/** GET /api/profiles?search=: the company's profiles. */
export function getProfiles(search: string) {
  return api.list<Profile>('/api/profiles', { search: search.trim() || undefined, rowsPerPage: ROWS });
}

/** Every profile query (lists and single profiles) starts with this key. */
export const profilesQueryKey = ['config', 'profiles'] as const;

export const profilesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...profilesQueryKey, 'list', { search }],
    queryFn: () => getProfiles(search),
    placeholderData: keepPreviousData,
  });

export function useProfiles(search: string) {
  return useQuery(profilesQueryOptions(search));
}
