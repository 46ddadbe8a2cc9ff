import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { Reception } from './types';

/** GET /api/verifications/receptions?projectId&activityId: the activity's receptions, newest first. */
export async function getReceptions(projectId: string, activityId: string) {
  const page = await api.list<Reception>('/api/verifications/receptions', { projectId, activityId, rowsPerPage: 100 }, { notify: false });
  return page.data;
}

export const receptionsQueryOptions = (projectId: string, activityId: string) =>
  queryOptions({ queryKey: verificationKeys.receptions(projectId, activityId), queryFn: () => getReceptions(projectId, activityId) });

export function useReceptions(projectId: string, activityId: string) {
  return useQuery(receptionsQueryOptions(projectId, activityId));
}

/** POST /api/verifications/receptions?projectId: one open reception per activity and unit. */
export function createReception({ projectId, activityId, unitId }: { projectId: string; activityId: string; unitId: string | null }) {
  return api.post<Reception>(`/api/verifications/receptions?projectId=${encodeURIComponent(projectId)}`, { activity_id: activityId, unit_id: unitId });
}

/** POST /api/verifications/receptions/{id}/close: refused while observations are open (the dialog shows why). */
export function closeReception({ id, note, signature }: { id: string; note: string; signature: string | null }) {
  return api.post<Reception>(`/api/verifications/receptions/${encodeURIComponent(id)}/close`, { note: note.trim() || null, signature }, { notify: false });
}

function useRefresh(projectId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) });
}

export function useCreateReception(projectId: string) {
  return useMutation({ mutationFn: createReception, onSettled: useRefresh(projectId) });
}

export function useCloseReception(projectId: string) {
  return useMutation({ mutationFn: closeReception, onSettled: useRefresh(projectId) });
}
