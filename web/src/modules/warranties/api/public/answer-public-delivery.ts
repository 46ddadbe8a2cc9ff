import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PublicDelivery } from '../types';
import { publicDeliveryQueryOptions, publicPath } from './get-public-delivery';

export interface PublicAnswer {
  answer: 'confirm' | 'reject';
  reason?: string | null;
}

/** POST /api/public/deliveries/{token}: the owner confirms or rejects the proposed visit. */
export function answerPublicDelivery(token: string, body: PublicAnswer) {
  return api.post<PublicDelivery>(publicPath(token), { ...body }, { notify: false, authRedirect: false });
}

export function useAnswerPublicDelivery(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicAnswer) => answerPublicDelivery(token, body),
    onSuccess: (delivery) => client.setQueryData(publicDeliveryQueryOptions(token).queryKey, delivery),
  });
}
