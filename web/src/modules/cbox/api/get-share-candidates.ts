import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ShareCandidate } from './types';

/** GET /api/cbox/share-candidates?search=: users of the active project other than me. */
export function getShareCandidates(search: string) {
  return api.get<ShareCandidate[]>('/api/cbox/share-candidates', { search: search.trim() || undefined });
}

export const shareCandidatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['cbox', 'share-candidates', search.trim()] as const,
    queryFn: () => getShareCandidates(search),
    placeholderData: keepPreviousData,
  });

export function useShareCandidates(search: string) {
  return useQuery(shareCandidatesQueryOptions(search));
}
