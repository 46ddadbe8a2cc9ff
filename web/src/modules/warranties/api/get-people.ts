import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { wKeys } from './keys';
import type { Person } from './types';

/**
 * GET /api/warranties/responsibles: who can be a unit's responsible (the active project's active users). The
 * client adds the active project; `projectId` keys the cache.
 */
export function getPeople(): Promise<Person[]> {
  return api.get<Person[]>('/api/warranties/responsibles', undefined, { notify: false });
}

export const peopleQueryOptions = (projectId: string | null) =>
  queryOptions({ queryKey: [...wKeys.people, projectId], queryFn: getPeople, staleTime: 60_000 });

export function usePeople(projectId: string | null) {
  return useQuery(peopleQueryOptions(projectId));
}
