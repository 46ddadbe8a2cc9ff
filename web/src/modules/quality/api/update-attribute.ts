import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadAttributes } from './reload';

/** PUT /api/quality/attributes/{id}: renames it, with the version read (409 when stale). Not toasted (name dialog). */
export function updateAttribute({ id, name, version }: { id: string; name: string; version: number }) {
  return call(typedClient.PUT('/api/quality/attributes/{id}', { params: { path: { id } }, body: { name, version } }), { notify: false });
}

export function useUpdateAttribute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAttribute, onSettled: () => reloadAttributes(client) });
}
