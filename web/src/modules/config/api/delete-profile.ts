import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { profileQueryKey, reloadProfiles } from './get-profile';
import type { DeleteIn } from './types';

/** `move_users_to`: another profile of the company that receives the users; without it a profile with users is refused. */
export interface DeleteProfileInput extends DeleteIn {
  id: string;
}

/**
 * DELETE /api/profiles/{id} `{move_users_to?}` → 204. Not toasted: the dialog shows the refusal (a profile with
 * users, the last administrator profile) and offers moving the users.
 */
export function deleteProfile({ id, move_users_to }: DeleteProfileInput) {
  return api.delete<undefined>(`/api/profiles/${encodeURIComponent(id)}`, move_users_to ? { move_users_to } : {}, { notify: false });
}

export function useDeleteProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: (_, { id }) => {
      client.removeQueries({ queryKey: profileQueryKey(id) });
      return reloadProfiles(client);
    },
  });
}
