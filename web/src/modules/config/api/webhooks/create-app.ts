import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';
import type { AppEnv } from './types';

/** POST /api/webhooks/apps `{name, env}` → 201 `{app, secret}`: the only answer, with renewal, that holds the whole secret. */
export function createApp(body: { name: string; env: AppEnv }) {
  return call(typedClient.POST('/api/webhooks/apps', { body }), { notify: false });
}

export function useCreateApp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createApp, onSuccess: () => client.invalidateQueries({ queryKey: webhooksKeys.apps }) });
}
