import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { concreteKeys } from './keys';
import type { Lot, LotDetail, Verdict } from './types';

export const LOTS_PAGE_SIZE = 20;

export interface LotsQuery {
  verdict: Verdict | null;
  page: number;
}

/** GET /api/concrete/lots?projectId: the project's lots, newest first, filtered by verdict. */
export function getLots(projectId: string, query: LotsQuery) {
  return api.list<Lot>('/api/concrete/lots', { projectId, verdict: query.verdict ?? undefined, page: query.page, rowsPerPage: LOTS_PAGE_SIZE }, { notify: false });
}

export const lotsQueryOptions = (projectId: string, query: LotsQuery) =>
  queryOptions({ queryKey: concreteKeys.lots(projectId, query), queryFn: () => getLots(projectId, query), placeholderData: keepPreviousData });

export function useLots(projectId: string, query: LotsQuery) {
  return useQuery({ ...lotsQueryOptions(projectId, query), enabled: projectId !== '' });
}

/** GET /api/concrete/lots/{id}: the lot with its samples, the judged criteria and the standard. */
export function getLot(id: string) {
  return api.get<LotDetail>(`/api/concrete/lots/${encodeURIComponent(id)}`, undefined, { notify: false });
}

export function useLot(projectId: string, id: string | null) {
  return useQuery({ queryKey: concreteKeys.lot(projectId, id ?? ''), queryFn: () => getLot(id ?? ''), enabled: id !== null });
}

/** POST /api/concrete/lots/{id}/close: closes an open lot by hand (toasted on failure). */
export function useCloseLot(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Lot>(`/api/concrete/lots/${encodeURIComponent(id)}/close`),
    onSuccess: () => client.invalidateQueries({ queryKey: concreteKeys.project(projectId) }),
  });
}
