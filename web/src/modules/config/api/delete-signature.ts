import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { accountQueryKey } from './get-account';
import { signatureQueryKey } from './get-signature';

/** DELETE /api/account/signature → 204. */
export function deleteSignature() {
  return api.delete<undefined>('/api/account/signature');
}

export function useDeleteSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSignature,
    onSuccess: async () => {
      client.setQueryData(signatureQueryKey, null);
      await client.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
