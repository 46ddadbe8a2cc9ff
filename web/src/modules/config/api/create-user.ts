import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUsers } from './reload-users';
import type { User, UserIn } from './types';

/**
 * POST /api/users → 201. Not toasted: the form puts field errors under their inputs and answers the user limit
 * (422 `user_limit`) with its own dialog.
 */
export function createUser(input: UserIn) {
  return api.post<User>('/api/users', { ...input }, { notify: false });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => reloadUsers(client) });
}
