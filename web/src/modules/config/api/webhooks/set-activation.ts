import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** PUT /api/integrations/webhooks `{active, version}`; 409 when another change came first. Not toasted: the page explains a 409. */
export function setActivation(body: { active: boolean; version: number }) {
  return call(typedClient.PUT('/api/integrations/webhooks', { body }), { notify: false });
}

export function useSetActivation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setActivation,
    onSuccess: (saved) => client.setQueryData(webhooksKeys.activation, saved),
  });
}
