import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadAttributes } from './reload';

/** POST /api/quality/attributes → 201. Not toasted: the name dialog shows a 422 under its input. */
export function createAttribute(name: string) {
  return call(typedClient.POST('/api/quality/attributes', { body: { name } }), { notify: false });
}

export function useCreateAttribute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAttribute, onSuccess: () => reloadAttributes(client) });
}
