import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { qualityKeys } from './keys';

/**
 * GET /api/warranties/units?projectId=&search=: the project's units (first 200 by name) for the activity form.
 * Reading them needs the deliveries module; without it the form leaves units out.
 */
export function getUnits(projectId: string, search: string) {
  return call(typedClient.GET('/api/warranties/units', { params: { query: { projectId, rowsPerPage: 200, search: search.trim() || undefined } } }), { notify: false });
}

export const unitsQueryOptions = (projectId: string, search: string) =>
  queryOptions({ queryKey: [...qualityKeys.project(projectId), 'units', search] as const, queryFn: () => getUnits(projectId, search), placeholderData: keepPreviousData });

export function useUnits(projectId: string, search: string, enabled: boolean) {
  return useQuery({ ...unitsQueryOptions(projectId, search), enabled: enabled && projectId !== '' });
}
