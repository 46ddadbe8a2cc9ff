import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';
import type { AppEnv } from './types';

/** PUT /api/webhooks/apps/{id} `{name, env, version}`; 409 when the application changed meanwhile. Not toasted. */
export function updateApp({ id, ...body }: { id: string; name: string; env: AppEnv; version: number }) {
  return call(typedClient.PUT('/api/webhooks/apps/{id}', { params: { path: { id } }, body }), { notify: false });
}

export function useUpdateApp() {
  const client = useQueryClient();
  // Also after a failure: a 409 means what the screen shows is stale.
  return useMutation({ mutationFn: updateApp, onSettled: () => client.invalidateQueries({ queryKey: webhooksKeys.apps }) });
}
