import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderPath, reloadRequest } from './keys';
import type { ManageIn, OrderOut, VisitAnswer } from './types';

/** Every order action reloads its request (failures move, counts change) and the order itself. */
function useOrderMutation<I extends { requestId: string }>(call: (input: I) => Promise<OrderOut>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: (_data, _error, input) => reloadRequest(client, input.requestId) });
}

/** POST /api/warranties/orders/{id}/manage: each failure's result (solved or not) and an observation. Not toasted. */
export function manageOrder({ id, results, observation }: ManageIn & { id: string; requestId: string }) {
  return api.post<OrderOut>(`${orderPath(id)}/manage`, { results, observation }, { notify: false });
}

export const useManageOrder = () => useOrderMutation(manageOrder);

/** POST /api/warranties/orders/{id}/cancel `{reason}`. Not toasted: the dialog shows `errors.reason`. */
export function cancelOrder({ id, reason }: { id: string; requestId: string; reason: string }) {
  return api.post<OrderOut>(`${orderPath(id)}/cancel`, { reason }, { notify: false });
}

export const useCancelOrder = () => useOrderMutation(cancelOrder);

/** POST /api/warranties/orders/{id}/visit: the owner's answer, registered by staff on their behalf. Not toasted. */
export function answerVisit({ id, answer, reason }: { id: string; requestId: string; answer: VisitAnswer; reason?: string | null }) {
  return api.post<OrderOut>(`${orderPath(id)}/visit`, { answer, reason: reason ?? null }, { notify: false });
}

export const useAnswerVisit = () => useOrderMutation(answerVisit);
