import { queryOptions, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { api, configureApi } from '@/lib/api';
import type { Me } from './types';

export const meQueryKey = ['me'] as const;

export async function fetchMe(): Promise<Me> {
  // A failure here aborts navigation (the guard handles it), so no global toast.
  return api.get<Me>('/api/me', undefined, { notify: false, authRedirect: false });
}

/** GET /api/me, cached without expiry (SPEC §7): it only changes through our own calls, which update it. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Stores a fresh Me (login, preferences, setup all answer with one) and points the API at its project. */
export function setMe(client: QueryClient, me: Me): void {
  client.setQueryData(meQueryKey, me);
}

/** The session for components below the session guard, which has already loaded it. */
export function useMe(): Me {
  return useSuspenseQuery(meQueryOptions).data;
}

/** The session if loaded, without suspending (for public pages that adapt to a signed-in user). */
export function useOptionalMe(): Me | undefined {
  return useQuery({ ...meQueryOptions, enabled: false }).data;
}

/** Wires the API client's `projectId` to the cached session. */
export function bindActiveProject(client: QueryClient): void {
  configureApi({
    activeProjectId: () => client.getQueryData<Me>(meQueryKey)?.active_project_id ?? null,
  });
}
