import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { Session } from './types';

/** POST /api/portal/links/{token} → the session; 404 when the link is unknown, used or expired. */
export function consumeLink(token: string) {
  return portalApi.post<Session>(`/api/portal/links/${encodeURIComponent(token)}`, undefined, { authRedirect: false });
}

/**
 * A link works once, so it is read through the cache: a second mount (React's strict mode, a re-render) shares the
 * one call instead of spending the link twice.
 */
export const linkQueryOptions = (token: string) =>
  queryOptions({ queryKey: portalKeys.link(token), queryFn: () => consumeLink(token), staleTime: Infinity, gcTime: Infinity, retry: false });

export const useConsumeLink = (token: string) => useQuery(linkQueryOptions(token));
