import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { Verification } from './types';

export interface CloseVerificationInput {
  id: string;
  signature: string;
  version: number;
}

/** POST /api/verifications/{id}/close with the drawn PNG and the version read. Not toasted: the dialog shows it. */
export function closeVerification({ id, signature, version }: CloseVerificationInput) {
  return api.post<Verification>(`/api/verifications/${encodeURIComponent(id)}/close`, { signature, version }, { notify: false });
}

export function useCloseVerification(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeVerification, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }) });
}
