import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { Project } from './types';

export interface ProjectsQuery extends ListQuery {
  search?: string;
}

/** GET /api/projects: the user's projects, paginated and searched on the server. */
export function getProjects(query: ProjectsQuery) {
  return api.list<Project>('/api/projects', { ...query, search: query.search?.trim() || undefined });
}

export const projectsQueryOptions = (query: ProjectsQuery) =>
  queryOptions({
    queryKey: ['home', 'projects', query],
    queryFn: () => getProjects(query),
    placeholderData: keepPreviousData,
  });

export function useProjects(query: ProjectsQuery) {
  return useQuery(projectsQueryOptions(query));
}
