import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { apiKeysQueryKey } from './types';

/** DELETE /api/api-keys/{id} → 204: the key's next request is a 401. Toasted by the client on failure. */
export function revokeApiKey(id: string) {
  return call(typedClient.DELETE('/api/api-keys/{id}', { params: { path: { id } } }));
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
