import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { VerificationRow, VerificationState } from './types';

export const VERIFICATIONS_PAGE_SIZE = 20;

export interface VerificationsQuery {
  page: number;
  state: VerificationState | null;
  search: string;
}

/** GET /api/verifications?projectId: a page of the project's verifications by planned date. */
export function getVerifications(projectId: string, query: VerificationsQuery) {
  return api.list<VerificationRow>(
    '/api/verifications',
    { projectId, page: query.page, rowsPerPage: VERIFICATIONS_PAGE_SIZE, state: query.state ?? undefined, search: query.search.trim() || undefined },
    { notify: false }, // the page shows the failure in place
  );
}

export const verificationsQueryOptions = (projectId: string, query: VerificationsQuery) =>
  queryOptions({ queryKey: verificationKeys.list(projectId, query), queryFn: () => getVerifications(projectId, query), placeholderData: keepPreviousData });

export function useVerifications(projectId: string, query: VerificationsQuery) {
  return useQuery({ ...verificationsQueryOptions(projectId, query), enabled: projectId !== '' });
}
