import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { benchmarkQueryKey } from './types';

/** GET /api/benchmark: the company's figures and, when it takes part, the sector's. Not toasted: the screen says it. */
export function getBenchmark() {
  return call(typedClient.GET('/api/benchmark'), { notify: false });
}

export const benchmarkQueryOptions = () => queryOptions({ queryKey: benchmarkQueryKey, queryFn: getBenchmark });

export function useBenchmark() {
  return useQuery(benchmarkQueryOptions());
}
