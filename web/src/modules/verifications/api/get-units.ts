import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { components } from '@/api/schema.gen';
import { verificationKeys } from './keys';

type Unit = components['schemas']['UnitOut'];

/**
 * GET /api/warranties/units?projectId: the project's units (first 200 by name) for the optional unit of a
 * verification or a reception. They belong to the deliveries module; without access the field is left out.
 */
export async function getUnits(projectId: string) {
  const page = await api.list<Unit>('/api/warranties/units', { projectId, rowsPerPage: 200 }, { notify: false });
  return page.data.map((unit) => ({ id: unit.id, name: unit.name }));
}

export const unitsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...verificationKeys.project(projectId), 'units'] as const, queryFn: () => getUnits(projectId), staleTime: 60_000, retry: false });

export function useUnits(projectId: string, enabled: boolean) {
  return useQuery({ ...unitsQueryOptions(projectId), enabled: enabled && projectId !== '' });
}
