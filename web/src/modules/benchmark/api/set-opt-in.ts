import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { benchmarkQueryKey, type BenchmarkOut } from './types';

/** PUT /api/benchmark/opt-in: the company takes part in the comparison, or leaves it; answers the new figures. */
export function setOptIn(optIn: boolean) {
  return api.put<BenchmarkOut>('/api/benchmark/opt-in', { opt_in: optIn });
}

export function useSetOptIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setOptIn, onSuccess: (figures) => client.setQueryData(benchmarkQueryKey, figures) });
}
