import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { positionsQueryKey } from './get-positions';

/** DELETE /api/positions/{id}; a position users hold is refused with a 422 naming how many (toasted). */
export function deletePosition(id: string) {
  return api.delete<undefined>(`/api/positions/${encodeURIComponent(id)}`, {});
}

export function useDeletePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSettled: () => client.invalidateQueries({ queryKey: positionsQueryKey }),
  });
}
