import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { concreteKeys } from './keys';
import type { Sample, SampleIn } from './types';

/**
 * POST /api/concrete/lots/{lotId}/samples, or PUT /api/concrete/samples/{id}. Not toasted: the form places a 422 on
 * its fields. Each change judges the lot again, so the project's lots and placements are refreshed.
 */
export function saveSample(lotId: string, body: SampleIn, id?: string) {
  if (id) return api.put<Sample>(`/api/concrete/samples/${encodeURIComponent(id)}`, { ...body }, { notify: false });
  return api.post<Sample>(`/api/concrete/lots/${encodeURIComponent(lotId)}/samples`, { ...body }, { notify: false });
}

export function useSaveSample(projectId: string, lotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: SampleIn; id?: string }) => saveSample(lotId, body, id),
    onSuccess: () => client.invalidateQueries({ queryKey: concreteKeys.project(projectId) }),
  });
}

/** DELETE /api/concrete/samples/{id} (toasted on failure). */
export function useDeleteSample(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/concrete/samples/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: concreteKeys.project(projectId) }),
  });
}
