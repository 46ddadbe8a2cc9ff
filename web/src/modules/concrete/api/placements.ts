import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { concreteKeys } from './keys';
import type { Placement, PlacementIn } from './types';

export const PLACEMENTS_PAGE_SIZE = 20;

export interface PlacementsQuery {
  search?: string;
  page: number;
}

const projectPath = (path: string, projectId: string) => `${path}?projectId=${encodeURIComponent(projectId)}`;

/** GET /api/concrete/placements?projectId: the project's placements, newest first, paged. */
export function getPlacements(projectId: string, query: PlacementsQuery) {
  return api.list<Placement>(
    '/api/concrete/placements',
    { projectId, search: query.search?.trim() || undefined, page: query.page, rowsPerPage: PLACEMENTS_PAGE_SIZE },
    { notify: false },
  );
}

export const placementsQueryOptions = (projectId: string, query: PlacementsQuery) =>
  queryOptions({
    queryKey: concreteKeys.placements(projectId, query),
    queryFn: () => getPlacements(projectId, query),
    placeholderData: keepPreviousData,
  });

export function usePlacements(projectId: string, query: PlacementsQuery) {
  return useQuery({ ...placementsQueryOptions(projectId, query), enabled: projectId !== '' });
}

/**
 * POST /api/concrete/placements?projectId, or PUT /api/concrete/placements/{id} over its version. Not toasted: the
 * drawer places a 422 on its fields. Any write refreshes the project's placements, lots and colouring.
 */
export function savePlacement(projectId: string, body: PlacementIn, id?: string) {
  if (id) return api.put<Placement>(`/api/concrete/placements/${encodeURIComponent(id)}`, { ...body }, { notify: false });
  return api.post<Placement>(projectPath('/api/concrete/placements', projectId), { ...body }, { notify: false });
}

export function useSavePlacement(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: PlacementIn; id?: string }) => savePlacement(projectId, body, id),
    onSuccess: () => client.invalidateQueries({ queryKey: concreteKeys.project(projectId) }),
  });
}

/** DELETE /api/concrete/placements/{id}: its lot gives the volume back. */
export function useDeletePlacement(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/concrete/placements/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: concreteKeys.project(projectId) }),
  });
}
