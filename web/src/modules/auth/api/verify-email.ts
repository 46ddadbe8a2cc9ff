import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/session';

/**
 * POST /api/email-verification/confirm `{token}` → 'Correo electrónico verificado.'; works signed in or not. A used,
 * expired or unknown token is a 422 on `token`, shown by the page.
 */
export function confirmEmailVerification(token: string) {
  return api.post<string>('/api/email-verification/confirm', { token }, { notify: false });
}

export function useConfirmEmailVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailVerification,
    // A signed-in browser shows the address as verified from now on.
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKey }),
  });
}
