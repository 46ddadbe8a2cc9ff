import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { ProjectUser } from './types';

/**
 * GET /api/verifications/people?projectId: the active users assigned to the project, the possible responsibles (the
 * user administration list needs a key inspectors do not hold).
 */
export async function getProjectUsers(projectId: string) {
  return api.get<ProjectUser[]>('/api/verifications/people', { projectId }, { notify: false });
}

export const projectUsersQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: verificationKeys.users(projectId), queryFn: () => getProjectUsers(projectId), staleTime: 60_000 });

export function useProjectUsers(projectId: string) {
  return useQuery({ ...projectUsersQueryOptions(projectId), enabled: projectId !== '' });
}

export function userLabel(user: ProjectUser): string {
  return user.name;
}
