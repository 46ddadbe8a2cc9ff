import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Account } from './account-types';
import { accountQueryKey } from './get-account';
import { signatureQueryKey } from './get-signature';

/**
 * PUT /api/account/signature `{image: 'data:image/png;base64,…'}` (at most 512 KB) → the account. Refused with a
 * 422 on `image` until the e-mail is verified; not toasted, the pad shows the message.
 */
export function saveSignature(image: string) {
  return api.put<Account>('/api/account/signature', { image }, { notify: false });
}

export function useSaveSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSignature,
    onSuccess: async (account) => {
      client.setQueryData(accountQueryKey, account);
      await client.invalidateQueries({ queryKey: signatureQueryKey });
    },
  });
}
