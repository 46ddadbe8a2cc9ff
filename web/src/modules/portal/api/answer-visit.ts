import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { Order, VisitAnswer } from './types';

export interface VisitInput {
  orderId: string;
  requestId: string;
  answer: VisitAnswer;
  reason?: string;
}

/** POST /api/portal/orders/{id}/visit `{answer, reason?}` → the order; 422 on `answer` once the window closed. */
export function answerVisit({ orderId, answer, reason }: VisitInput) {
  return portalApi.post<Order>(`/api/portal/orders/${encodeURIComponent(orderId)}/visit`, reason ? { answer, reason } : { answer });
}

export function useAnswerVisit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: answerVisit, onSettled: (_order, _error, input) => client.invalidateQueries({ queryKey: portalKeys.request(input.requestId) }) });
}
