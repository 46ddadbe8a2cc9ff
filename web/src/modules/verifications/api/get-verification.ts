import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { Verification } from './types';

/** GET /api/verifications/{id}: items with photos, observations, signer and the report's address. */
export function getVerification(id: string) {
  return api.get<Verification>(`/api/verifications/${encodeURIComponent(id)}`, undefined, { notify: false });
}

export const verificationQueryOptions = (projectId: string, id: string) =>
  queryOptions({ queryKey: verificationKeys.detail(projectId, id), queryFn: () => getVerification(id) });

export function useVerification(projectId: string, id: string) {
  return useQuery(verificationQueryOptions(projectId, id));
}
