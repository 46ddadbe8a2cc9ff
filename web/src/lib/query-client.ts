import { QueryClient } from '@tanstack/react-query';

/** SPEC §7 freshness rules: 1 s stale time, no retry, no refetch on focus, entries dropped after 5 min. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 1000,
        gcTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
