import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { verificationKeys } from './keys';

/**
 * DELETE /api/verifications/photos/{id} → 204. Refused with the server's message (toasted) once the verification is
 * closed, or for the last photo of an item that complies and requires one.
 */
export function deleteItemPhoto(id: string) {
  return call(typedClient.DELETE('/api/verifications/photos/{id}', { params: { path: { id } } }));
}

export function useDeleteItemPhoto(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteItemPhoto, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }) });
}
