import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ProjectOption } from './types';

/** The server's page maximum; a company's projects fit in one page. */
const ROWS = 200;

/** GET /api/projects?all=true: every project of the company, which a user administrator may assign. */
export function getProjectOptions() {
  return api.list<ProjectOption>('/api/projects', { rowsPerPage: ROWS, sortBy: 'name', all: true });
}

export const projectOptionsQueryOptions = queryOptions({
  queryKey: ['config', 'project-options'],
  queryFn: getProjectOptions,
  select: (page) => page.data,
});

export function useProjectOptions() {
  return useQuery(projectOptionsQueryOptions);
}
