import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { Embed } from './types';

/** GET /api/portal/embed/{projectId} (no token): the iframe's project and colour; 404 while the setting is off. */
export const getEmbed = (projectId: string) => portalApi.get<Embed>(`/api/portal/embed/${encodeURIComponent(projectId)}`, { authRedirect: false });

export const embedQueryOptions = (projectId: string) => queryOptions({ queryKey: portalKeys.embed(projectId), queryFn: () => getEmbed(projectId), staleTime: 5 * 60_000 });

export const useEmbed = (projectId: string) => useQuery(embedQueryOptions(projectId));
