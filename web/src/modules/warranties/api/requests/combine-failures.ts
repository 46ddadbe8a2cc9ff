import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadRequest, requestPath } from './keys';
import type { FailureOut } from './types';

export interface CombineInput {
  requestId: string;
  ids: string[];
  detail?: string | null;
}

/**
 * POST /api/warranties/requests/{id}/failures/combine `{ids, detail?}` → the failure kept. Not toasted: a refusal
 * (different enclosure, place or item, or one already managed) is `errors.ids`, shown in the dialog.
 */
export function combineFailures({ requestId, ...body }: CombineInput) {
  return api.post<FailureOut>(`${requestPath(requestId)}/failures/combine`, { ...body }, { notify: false });
}

export function useCombineFailures() {
  const client = useQueryClient();
  return useMutation({ mutationFn: combineFailures, onSettled: (_data, _error, input) => reloadRequest(client, input.requestId) });
}
