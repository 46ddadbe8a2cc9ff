import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api } from '@/lib/api';

export type ReceptionSettings = components['schemas']['VerificationReceptionSettingsOut'];
export type ReceptionSettingsIn = components['schemas']['VerificationReceptionSettingsIn'];

const receptionSettingsKey = (projectId: string) => ['config', 'reception-settings', projectId] as const;

/** GET /api/verifications/reception-settings?projectId: the defaults (version 0) until saved. */
export function useReceptionSettings(projectId: string) {
  return useQuery({
    queryKey: receptionSettingsKey(projectId),
    queryFn: () => api.get<ReceptionSettings>('/api/verifications/reception-settings', { projectId }),
  });
}

/** PUT /api/verifications/reception-settings?projectId with the version read (409 when stale). */
export function useSaveReceptionSettings(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceptionSettingsIn) =>
      api.put<ReceptionSettings>(`/api/verifications/reception-settings?projectId=${encodeURIComponent(projectId)}`, body),
    onSuccess: (saved) => client.setQueryData(receptionSettingsKey(projectId), saved),
  });
}
