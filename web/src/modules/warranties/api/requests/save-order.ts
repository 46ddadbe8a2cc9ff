import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderPath, reloadRequest, requestPath } from './keys';
import type { OrderIn, OrderOut } from './types';

export interface SaveOrderInput extends OrderIn {
  requestId: string;
  /** Edit this order (PUT, with `version`); create one when absent. */
  id?: string;
}

/**
 * POST /api/warranties/requests/{id}/orders → 201 (code OI-n / OT-n), or PUT /api/warranties/orders/{id}: a new
 * window marks it rescheduled, and once a failure was managed the schedule is refused (422). Not toasted: the form
 * puts each message under its input.
 */
export function saveOrder({ requestId, id, ...body }: SaveOrderInput) {
  if (id) return api.put<OrderOut>(orderPath(id), { ...body }, { notify: false });
  return api.post<OrderOut>(`${requestPath(requestId)}/orders`, { ...body }, { notify: false });
}

export function useSaveOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveOrder, onSettled: (_data, _error, input) => reloadRequest(client, input.requestId) });
}
