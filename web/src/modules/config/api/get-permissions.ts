import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PermissionGroup } from './types';

/** GET /api/permissions: the catalogue in display order, with what the caller may grant. */
export function getPermissions() {
  return api.get<PermissionGroup[]>('/api/permissions');
}

export const permissionsQueryOptions = queryOptions({
  queryKey: ['config', 'permissions'],
  queryFn: getPermissions,
  // The catalogue only changes with a release; what the caller may grant changes with their own profile.
  staleTime: 60_000,
});

export function usePermissionCatalogue() {
  return useQuery(permissionsQueryOptions);
}
