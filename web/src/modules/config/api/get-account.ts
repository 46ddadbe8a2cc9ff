import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Account } from './account-types';

/** GET /api/account: names, e-mail and its verification, signature state, language and the version to send back. */
export function getAccount() {
  return api.get<Account>('/api/account');
}

export const accountQueryKey = ['config', 'account'] as const;

export const accountQueryOptions = queryOptions({ queryKey: accountQueryKey, queryFn: getAccount });

export function useAccount() {
  return useQuery(accountQueryOptions);
}
