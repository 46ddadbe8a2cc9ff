import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi, withQuery } from './client';
import { portalKeys } from './keys';
import type { Home } from './types';

/** GET /api/portal/home: the owner's units, newest requests and figures (one project's only, in the iframe). */
export const getHome = (projectId: string | null) => portalApi.get<Home>(withQuery('/api/portal/home', { project_id: projectId }));

export const homeQueryOptions = (projectId: string | null) => queryOptions({ queryKey: portalKeys.home(projectId), queryFn: () => getHome(projectId) });

export const useHome = (projectId: string | null) => useQuery(homeQueryOptions(projectId));
