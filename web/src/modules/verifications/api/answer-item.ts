import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { AnswerIn, Verification } from './types';

export interface AnswerInput {
  verificationId: string;
  itemId: string;
  body: AnswerIn;
}

/**
 * PUT /api/verifications/{id}/items/{item_id}: the answer, its note and, for a failure, the observation it opens, in
 * one request. Not toasted: the item places a 422 on its fields.
 */
export function answerItem({ verificationId, itemId, body }: AnswerInput) {
  const path = `/api/verifications/${encodeURIComponent(verificationId)}/items/${encodeURIComponent(itemId)}`;
  return api.put<Verification>(path, { ...body }, { notify: false });
}

export function useAnswerItem(projectId: string) {
  const client = useQueryClient();
  // Settled: after a 409 or a refusal the screen shows the verification as it is now.
  return useMutation({ mutationFn: answerItem, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }) });
}
