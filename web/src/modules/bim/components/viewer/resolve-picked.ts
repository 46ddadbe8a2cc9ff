import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from '@/lib/api';
import { bimElementsQueryKey } from '../../api/keys';
import type { BimElement } from '../../api/types';
import type { PickedElement } from '../../engine/types';

/**
 * The GlobalId of an element picked in 3D. The converted model carries it; when it does not, the element lists
 * already fetched for the side bar are searched by file and STEP id.
 */
export function resolvePicked(queryClient: QueryClient, modelId: string, picked: PickedElement): string | null {
  if (picked.globalId) return picked.globalId;
  const lists = queryClient.getQueriesData<InfiniteData<Page<BimElement>>>({ queryKey: bimElementsQueryKey(modelId) });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.data.find((element) => element.file_id === picked.fileId && element.step_id === picked.stepId);
      if (found) return found.global_id;
    }
  }
  return null;
}
