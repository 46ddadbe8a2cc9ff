import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failurePath, reloadRequest, requestPath } from './keys';
import type { FailureIn, FailureOut } from './types';

export interface SaveFailureInput extends FailureIn {
  requestId: string;
  /** Reclassify this failure (PUT); add one when absent (POST). */
  id?: string;
}

/**
 * POST /api/warranties/requests/{id}/failures → 201, or PUT /api/warranties/failures/{id} (refused once managed).
 * Not toasted: the form puts each 422 message under its input.
 */
export function saveFailure({ requestId, id, ...body }: SaveFailureInput) {
  if (id) return api.put<FailureOut>(failurePath(id), { ...body }, { notify: false });
  return api.post<FailureOut>(`${requestPath(requestId)}/failures`, { ...body }, { notify: false });
}

export function useSaveFailure() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveFailure, onSettled: (_data, _error, input) => reloadRequest(client, input.requestId) });
}
