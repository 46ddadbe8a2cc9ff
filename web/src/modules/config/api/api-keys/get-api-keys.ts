import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { apiKeysQueryKey } from './types';

/** GET /api/api-keys: the company's keys, newest first, revoked ones included (never their secret part). */
export function getApiKeys() {
  return call(typedClient.GET('/api/api-keys'), { notify: false });
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
