import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { positionsQueryKey } from './get-positions';
import type { Position, PositionPatch } from './types';

/** `version` is the one read; a stale one is a 409. */
export interface UpdatePositionInput extends PositionPatch {
  id: string;
}

/** PUT /api/positions/{id} `{name, version}`. Not toasted: the form shows field errors under its input. */
export function updatePosition({ id, name, version }: UpdatePositionInput) {
  return api.put<Position>(`/api/positions/${encodeURIComponent(id)}`, { name, version }, { notify: false });
}

export function useUpdatePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePosition,
    // Also after a failure: a 409 means what the list shows is stale.
    onSettled: () => client.invalidateQueries({ queryKey: positionsQueryKey }),
  });
}
