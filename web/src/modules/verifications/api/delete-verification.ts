import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { verificationKeys } from './keys';

/** DELETE /api/verifications/{id} → 204, with its items, photos and observations; a closed one is a 422 (toasted). */
export function deleteVerification(id: string) {
  return call(typedClient.DELETE('/api/verifications/{id}', { params: { path: { id } } }));
}

export function useDeleteVerification(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVerification,
    // Marked stale without refetching: the open detail would only answer 404 before the page leaves for the list.
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId), refetchType: 'none' }),
    // Refused (closed meanwhile): the page shows it as it is now.
    onError: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }),
  });
}
