import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api';
import { workersQueryKey } from './get-workers';
import type { Worker, WorkerIn } from './worker-types';

export interface UpdateWorkerInput extends WorkerIn {
  id: string;
  version: number;
}

/**
 * PUT /api/workers/{id}: every field with the version read (a stale one is a 409); also how a worker is activated
 * or deactivated. The drawer shows field errors itself (`notify: false`); the status switch lets the toast speak.
 */
export function updateWorker({ id, ...body }: UpdateWorkerInput, options?: RequestOptions) {
  return api.put<Worker>(`/api/workers/${encodeURIComponent(id)}`, { ...body }, options);
}

export function useUpdateWorker(options?: RequestOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWorkerInput) => updateWorker(input, options),
    onSettled: () => client.invalidateQueries({ queryKey: workersQueryKey }),
  });
}
