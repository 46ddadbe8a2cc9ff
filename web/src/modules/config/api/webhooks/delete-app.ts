import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** DELETE /api/webhooks/apps/{id} → 204: the application with its events, deliveries and logs. */
export function deleteApp(id: string) {
  return call(typedClient.DELETE('/api/webhooks/apps/{id}', { params: { path: { id } } }));
}

export function useDeleteApp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteApp, onSettled: () => client.invalidateQueries({ queryKey: webhooksKeys.apps }) });
}
