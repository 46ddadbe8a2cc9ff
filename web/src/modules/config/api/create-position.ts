import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { positionsQueryKey } from './get-positions';
import type { Position, PositionIn } from './types';

/** POST /api/positions `{name}` → 201. Not toasted: the form shows field errors under its input. */
export function createPosition(input: PositionIn) {
  return api.post<Position>('/api/positions', { name: input.name }, { notify: false });
}

export function useCreatePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPosition,
    onSuccess: () => client.invalidateQueries({ queryKey: positionsQueryKey }),
  });
}
