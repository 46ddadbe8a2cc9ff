import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { requestPath, rKeys } from './keys';
import type { FailureOut } from './types';

/** GET /api/warranties/requests/{id}/failures: every failure of the request, combined ones too (kept for history). */
export function getFailures(requestId: string) {
  return api.get<FailureOut[]>(`${requestPath(requestId)}/failures`, undefined, { notify: false });
}

export const failuresQueryOptions = (requestId: string) => queryOptions({ queryKey: rKeys.failures(requestId), queryFn: () => getFailures(requestId) });

export function useFailures(requestId: string) {
  return useQuery(failuresQueryOptions(requestId));
}
