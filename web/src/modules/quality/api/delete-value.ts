import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { reloadAttributes } from './reload';

/**
 * DELETE /api/quality/values/{id} → 204. A value activities hold is a 422 whose message suggests deprecating it
 * instead: the toast shows it.
 */
export function deleteValue(id: string) {
  return call(typedClient.DELETE('/api/quality/values/{id}', { params: { path: { id } } }));
}

export function useDeleteValue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteValue, onSettled: () => reloadAttributes(client) });
}
