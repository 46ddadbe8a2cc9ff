import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadAttributes } from './reload';

/** POST /api/quality/attributes/{id}/values → 201 with the attribute. Not toasted: the name dialog shows a 422. */
export function createValue({ attributeId, name }: { attributeId: string; name: string }) {
  return call(typedClient.POST('/api/quality/attributes/{id}/values', { params: { path: { id: attributeId } }, body: { name } }), { notify: false });
}

export function useCreateValue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createValue, onSuccess: () => reloadAttributes(client) });
}
