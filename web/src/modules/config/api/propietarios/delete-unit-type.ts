import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadOwnersConfig } from './keys';

/** DELETE /api/warranties/unit-types/{id} → 204; 422 on `unit_type` while units use it (the caller explains it). */
export function deleteUnitType(id: string) {
  return call(typedClient.DELETE('/api/warranties/unit-types/{id}', { params: { path: { id } } }), { notify: false });
}

export function useDeleteUnitType() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUnitType, onSuccess: () => reloadOwnersConfig(client) });
}
