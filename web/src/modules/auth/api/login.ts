import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setMe, type Me } from '@/lib/session';
import type { Credentials } from './types';

/** POST /login (outside /api): answers with the session's Me. Errors are shown inline by the caller. */
export function login(credentials: Credentials) {
  return api.post<Me>('/login', { ...credentials }, { notify: false });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      // A previous user's cache must not leak into this session.
      client.clear();
      setMe(client, me);
    },
  });
}
