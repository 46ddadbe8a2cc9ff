import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersQueryKey } from './get-users';
import type { ActivationRequest } from './types';

/**
 * POST /api/activation-requests `{kind: "users", message?}`: asks the provider for more active users. The
 * provider is notified; the request's state then shows in the limits summary (`open_request`).
 */
export function requestMoreUsers(message: string) {
  const note = message.trim();
  return api.post<ActivationRequest>('/api/activation-requests', { kind: 'users', message: note === '' ? undefined : note });
}

export function useRequestMoreUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestMoreUsers,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: usersQueryKey }),
        client.invalidateQueries({ queryKey: ['activation-requests'] }),
      ]),
  });
}
