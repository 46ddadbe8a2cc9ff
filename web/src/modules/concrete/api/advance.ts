import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, typedClient } from '@/lib/api';
import { concreteKeys } from './keys';
import type { Advance, Placement } from './types';

/**
 * GET /api/concrete/advance?projectId&date: the Concrete model's GlobalIds by state on that day and the m³ poured by
 * element kind and storey. Not toasted: the page shows the failure in place.
 */
export function getAdvance(projectId: string, date: string): Promise<Advance> {
  return call(typedClient.GET('/api/concrete/advance', { params: { query: { projectId, date } } }), { notify: false });
}

export const advanceQueryOptions = (projectId: string, date: string) =>
  queryOptions({
    queryKey: concreteKeys.advance(projectId, date),
    queryFn: () => getAdvance(projectId, date),
    // While the slider moves, the model keeps the last day's colours until the new day arrives.
    placeholderData: keepPreviousData,
  });

export function useAdvance(projectId: string, date: string) {
  return useQuery({ ...advanceQueryOptions(projectId, date), enabled: projectId !== '' });
}

/**
 * The day of the project's first placement (null without any), where the replay starts: the list is newest first,
 * so its last page of one row is the oldest placement.
 */
export async function getFirstPour(projectId: string): Promise<string | null> {
  const newest = await api.list<Placement>('/api/concrete/placements', { projectId, rowsPerPage: 1 }, { notify: false });
  if (newest.total <= 1) return newest.data[0]?.poured_on ?? null;
  const oldest = await api.list<Placement>('/api/concrete/placements', { projectId, rowsPerPage: 1, page: newest.total }, { notify: false });
  return oldest.data[0]?.poured_on ?? null;
}

export function useFirstPour(projectId: string) {
  return useQuery({
    // Under the project's key: a new placement refreshes it with the rest.
    queryKey: [...concreteKeys.project(projectId), 'first-pour'] as const,
    queryFn: () => getFirstPour(projectId),
    enabled: projectId !== '',
  });
}
