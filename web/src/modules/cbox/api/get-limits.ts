import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CboxLimits } from './types';

/** GET /api/cbox/limits: the upload rules the server applies (max size, batch size, allowed extensions). */
export function getLimits() {
  return api.get<CboxLimits>('/api/cbox/limits');
}

export const limitsQueryOptions = queryOptions({
  queryKey: ['cbox', 'limits'] as const,
  queryFn: getLimits,
  // They only change with a deployment.
  staleTime: Infinity,
});

export function useLimits() {
  return useQuery(limitsQueryOptions);
}
