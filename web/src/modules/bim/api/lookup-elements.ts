import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bimLookupQueryKey } from './keys';
import type { BimElement } from './types';

/** The most GlobalIds one lookup may carry (the contract's limit). */
export const LOOKUP_LIMIT = 5000;

/**
 * POST /api/bim/models/{id}/elements/lookup: the elements of the given GlobalIds (unknown ids are skipped). Longer
 * lists are split into calls of at most 5000 ids.
 */
export async function lookupBimElements(modelId: string, globalIds: readonly string[]): Promise<BimElement[]> {
  const found: BimElement[] = [];
  for (let start = 0; start < globalIds.length; start += LOOKUP_LIMIT) {
    const batch = globalIds.slice(start, start + LOOKUP_LIMIT);
    const elements = await api.post<BimElement[]>(
      `/api/bim/models/${encodeURIComponent(modelId)}/elements/lookup`,
      { global_ids: batch },
      { notify: false },
    );
    found.push(...elements);
  }
  return found;
}

/** The elements of these GlobalIds by GlobalId (e.g. to name the elements a ticket is pinned to); off while empty. */
export function useBimElementsByGlobalId(modelId: string, globalIds: readonly string[]) {
  return useQuery({
    queryKey: bimLookupQueryKey(modelId, globalIds),
    queryFn: () => lookupBimElements(modelId, globalIds),
    select: (elements) => new Map(elements.map((element) => [element.global_id, element])),
    enabled: globalIds.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}
