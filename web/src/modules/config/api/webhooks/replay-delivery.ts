import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** POST /api/webhooks/deliveries/{id}/replay → 201 the new delivery: same `webhook-id` and body, to the event's current URL. */
export function replayDelivery(deliveryId: string) {
  return call(typedClient.POST('/api/webhooks/deliveries/{id}/replay', { params: { path: { id: deliveryId } } }));
}

export function useReplayDelivery(appId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: replayDelivery, onSuccess: () => client.invalidateQueries({ queryKey: webhooksKeys.logs(appId) }) });
}
