import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { ProjectUser } from './types';

/** GET /api/users?project_id&enabled=true: the enabled users assigned to the project, the possible responsibles. */
export async function getProjectUsers(projectId: string) {
  const page = await api.list<ProjectUser>('/api/users', { project_id: projectId, enabled: true, rowsPerPage: 200, sortBy: 'name' }, { notify: false });
  return page.data;
}

export const projectUsersQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: verificationKeys.users(projectId), queryFn: () => getProjectUsers(projectId), staleTime: 60_000 });

export function useProjectUsers(projectId: string) {
  return useQuery({ ...projectUsersQueryOptions(projectId), enabled: projectId !== '' });
}

export function userLabel(user: ProjectUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
