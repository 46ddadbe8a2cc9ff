import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { profilesQueryKey } from './get-profiles';
import type { Profile } from './types';

/** GET /api/profiles/{id}. Not toasted: the editor shows the failure in place. */
export function getProfile(id: string) {
  return api.get<Profile>(`/api/profiles/${encodeURIComponent(id)}`, undefined, { notify: false });
}

export const profileQueryKey = (id: string) => [...profilesQueryKey, 'one', id] as const;

export const profileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileQueryKey(id), queryFn: () => getProfile(id) });

export function useProfile(id: string | null) {
  return useQuery({ ...profileQueryOptions(id ?? ''), enabled: id !== null });
}

/**
 * After a change the server answers with the new profile: it becomes the cached one (so the next change sends
 * its version) and the lists reload for their counts and badges.
 */
export async function storeProfile(client: QueryClient, profile: Profile): Promise<void> {
  client.setQueryData(profileQueryKey(profile.id), profile);
  await client.invalidateQueries({ queryKey: [...profilesQueryKey, 'list'] });
}

/** Reloads every profile query (after a 409 or a deletion). */
export function reloadProfiles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: profilesQueryKey });
}
