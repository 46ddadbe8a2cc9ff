import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { meQueryKey } from '@/lib/session';
import type { Account, AccountPatch } from './account-types';
import { accountQueryKey } from './get-account';

/**
 * PUT /api/account. Not toasted: the form shows 422 field errors under its inputs and toasts the rest itself. A
 * new e-mail comes back unverified; a stale `version` is a 409.
 */
export function updateAccount(input: AccountPatch) {
  return api.put<Account>('/api/account', { ...input }, { notify: false });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (account) => {
      client.setQueryData(accountQueryKey, account);
      // The language follows the account at once, as the header's language switch does.
      if (account.locale !== currentLocale()) await changeLocale(account.locale === 'pt' ? 'pt' : 'es');
      // The header's user menu shows the names and e-mail of `/me`.
      await client.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: () => client.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
