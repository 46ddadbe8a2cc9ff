import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { ownersKeys } from './keys';

/** GET /api/warranties/unit-types: the project's unit types by name (a project has a handful: one page of 100). */
export function getUnitTypes(projectId: string) {
  return call(typedClient.GET('/api/warranties/unit-types', { params: { query: { projectId, rowsPerPage: 100 } } }), { notify: false });
}

export const unitTypesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ownersKeys.unitTypes(projectId), queryFn: () => getUnitTypes(projectId) });

export function useUnitTypes() {
  const projectId = useMe().active_project_id ?? '';
  return useQuery({ ...unitTypesQueryOptions(projectId), enabled: projectId !== '' });
}
