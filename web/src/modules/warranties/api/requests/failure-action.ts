import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failurePath, reloadRequest } from './keys';
import type { FailureActionIn, FailureOut } from './types';

export type FailureActionInput = FailureActionIn & { id: string; requestId: string };

/**
 * POST /api/warranties/failures/{id}/actions: close as not applicable (with a reason) or reopen (deletes an AC still
 * unanswered). Not toasted: the dialog shows `errors.reason`, the menu toasts the rest.
 */
export function failureAction(input: FailureActionInput) {
  const body = input.action === 'reopen' ? { action: input.action } : { action: input.action, reason: input.reason };
  return api.post<FailureOut>(`${failurePath(input.id)}/actions`, body, { notify: false });
}

export function useFailureAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: failureAction, onSettled: (_data, _error, input) => reloadRequest(client, input.requestId) });
}
