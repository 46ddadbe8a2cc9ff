import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { verificationKeys } from './keys';

export interface UpdateVerificationInput {
  id: string;
  /** Only what stays editable while open, with the version read: a stale one is a 409. */
  body: { responsible_id: string | null; scheduled_on: string; version: number };
}

/** PUT /api/verifications/{id}. Not toasted: the modal places a 422 on its fields and explains a 409. */
export function updateVerification({ id, body }: UpdateVerificationInput) {
  return call(typedClient.PUT('/api/verifications/{id}', { params: { path: { id } }, body }), { notify: false });
}

export function useUpdateVerification(projectId: string) {
  const client = useQueryClient();
  // Settled, not only on success: after a 409 the page must show the verification as it is now.
  return useMutation({ mutationFn: updateVerification, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }) });
}
