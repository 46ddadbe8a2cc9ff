import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUsers } from './reload-users';
import type { User, UserIn } from './types';

export interface UpdateUserInput extends UserIn {
  id: string;
}

/**
 * PUT /api/users/{id} with every field, the version read and `confirm_username_change`. Not toasted: the form
 * handles 'Sin cambios para enviar' (422 `no_changes`), the unconfirmed username change, the user limit and 409.
 */
export function updateUser({ id, ...input }: UpdateUserInput) {
  return api.put<User>(`/api/users/${encodeURIComponent(id)}`, { ...input }, { notify: false });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSettled: () => reloadUsers(client) });
}
