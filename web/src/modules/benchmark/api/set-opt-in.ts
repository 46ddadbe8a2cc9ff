import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { benchmarkQueryKey, type BenchmarkOut } from './types';

/** PUT /api/benchmark/opt-in: the company takes part in the comparison, or leaves it; answers the new figures. */
export function setOptIn(optIn: boolean) {
  return call(typedClient.PUT('/api/benchmark/opt-in', { body: { opt_in: optIn } }));
}

export function useSetOptIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setOptIn, onSuccess: (figures: BenchmarkOut) => client.setQueryData(benchmarkQueryKey, figures) });
}
