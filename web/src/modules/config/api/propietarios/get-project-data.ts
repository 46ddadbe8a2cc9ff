import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';

/** GET /api/warranties/project: the active project's data for the act (name read-only) and whether it has a logo. */
export function getProjectData(projectId: string) {
  return call(typedClient.GET('/api/warranties/project', { params: { query: { projectId } } }), { notify: false });
}

export const projectDataQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ownersKeys.project(projectId), queryFn: () => getProjectData(projectId) });

export function useProjectData() {
  const projectId = useMe().active_project_id ?? '';
  return useQuery({ ...projectDataQueryOptions(projectId), enabled: projectId !== '' });
}

/** The logo's address; `version` changes with every replacement, so the browser does not keep showing the old one. */
export const logoUrl = (projectId: string, version: number) => `/api/warranties/project/logo?projectId=${encodeURIComponent(projectId)}&v=${version}`;
