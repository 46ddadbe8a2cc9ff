import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRaw } from '@/lib/api';
import { accountQueryKey } from './get-account';

/**
 * POST /api/account/email-verification: e-mails a single-use link to the account's address and answers 'Te
 * enviamos un enlace de verificación por correo.' in `message`. 422 when already verified or without an e-mail,
 * shown by the caller.
 */
export async function sendAccountVerification(): Promise<string | null> {
  const body = (await requestRaw('POST', '/api/account/email-verification', {}, { notify: false })) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}

export function useSendAccountVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendAccountVerification,
    // Refused because the address was verified meanwhile (another tab) or removed: show the account as it is.
    onError: () => client.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
