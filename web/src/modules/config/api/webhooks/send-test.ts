import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/**
 * POST /api/webhooks/apps/{id}/test `{subscription_id?}` → 201 the deliveries queued (event `webhook.test`): to one
 * event, or to each active one when left out (422 `webhooks.no_events` when there is none). Toasted by the client.
 */
export function sendTest(id: string, subscriptionId?: string) {
  return call(typedClient.POST('/api/webhooks/apps/{id}/test', { params: { path: { id } }, body: { subscription_id: subscriptionId ?? null } }));
}

export function useSendTest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId?: string) => sendTest(id, subscriptionId),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKeys.logs(id) }),
  });
}
