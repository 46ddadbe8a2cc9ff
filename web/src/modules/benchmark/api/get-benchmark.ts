import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { benchmarkQueryKey, type BenchmarkOut } from './types';

/** GET /api/benchmark: the company's figures and, when it takes part, the sector's. Not toasted: the screen says it. */
export function getBenchmark() {
  return api.get<BenchmarkOut>('/api/benchmark', undefined, { notify: false });
}

export const benchmarkQueryOptions = () => queryOptions({ queryKey: benchmarkQueryKey, queryFn: getBenchmark });

export function useBenchmark() {
  return useQuery(benchmarkQueryOptions());
}
