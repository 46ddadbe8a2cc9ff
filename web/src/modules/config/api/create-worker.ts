import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { workersQueryKey } from './get-workers';
import type { Worker, WorkerIn } from './worker-types';

/** POST /api/workers → 201. Not toasted here: the drawer puts field errors under their inputs and toasts itself. */
export function createWorker(input: Omit<WorkerIn, 'version'>) {
  return api.post<Worker>('/api/workers', { ...input }, { notify: false });
}

export function useCreateWorker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWorker,
    onSuccess: () => client.invalidateQueries({ queryKey: workersQueryKey }),
  });
}
