import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from './client';
import { clearToken } from './token';

/** POST /api/portal/sign-out → 204. */
export function signOut() {
  return portalApi.post<undefined>('/api/portal/sign-out', undefined, { authRedirect: false });
}

/**
 * Signs out whatever the server answers: the token goes, `leave` takes the owner off the signed-in screens, and only
 * then is the cache dropped (so no screen still showing asks again without a token).
 */
export function useSignOut(leave: () => void | Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signOut().catch(() => undefined),
    onSettled: async () => {
      clearToken();
      await leave();
      client.clear();
    },
  });
}
