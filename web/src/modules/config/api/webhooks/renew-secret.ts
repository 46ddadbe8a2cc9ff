import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** POST /api/webhooks/apps/{id}/secret → `{app, secret}`: a new secret; the old one stops signing at once. */
export function renewSecret(id: string) {
  return call(typedClient.POST('/api/webhooks/apps/{id}/secret', { params: { path: { id } } }));
}

export function useRenewSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renewSecret,
    onSuccess: ({ app }) => {
      client.setQueryData(webhooksKeys.app(app.id), app);
      return client.invalidateQueries({ queryKey: webhooksKeys.apps, exact: true });
    },
  });
}
