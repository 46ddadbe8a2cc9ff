import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { apiKeysQueryKey, type ApiKeyAccess } from './types';

export interface ApiKeyInput {
  name: string;
  access: ApiKeyAccess;
  /** `YYYY-MM-DD`, the last day the key works; null: until revoked. */
  expiresOn: string | null;
}

/**
 * POST /api/api-keys → 201 `{key, token}`: the token is in this answer only. The key acts as its creator, within
 * `read` or `read` + `write`. Not toasted: the dialog shows 422 errors under its fields.
 */
export function createApiKey({ name, access, expiresOn }: ApiKeyInput) {
  const scopes = access === 'write' ? ['read', 'write'] : ['read'];
  return call(typedClient.POST('/api/api-keys', { body: { name, scopes, expires_on: expiresOn } }), { notify: false });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
