import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { Verification, VerificationIn } from './types';

/** POST /api/verifications?projectId. Not toasted: the modal places the 422 on its fields. */
export function createVerification(projectId: string, body: VerificationIn) {
  return api.post<Verification>(`/api/verifications?projectId=${encodeURIComponent(projectId)}`, { ...body }, { notify: false });
}

export function useCreateVerification(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationIn) => createVerification(projectId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }),
  });
}
