import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/api/schemas';
import type { ModuleKey } from '@/lib/session';

export type ActivationRequest = Schema<'ActivationRequestOut'>;
export type ActivationKind = 'activation' | 'upgrade';

export const activationRequestsQuery = queryOptions({
  queryKey: ['activation-requests'],
  queryFn: async () => (await api.list<ActivationRequest>('/api/activation-requests', { rowsPerPage: 100 })).data,
});

export function useActivationRequests(enabled: boolean) {
  return useQuery({ ...activationRequestsQuery, enabled });
}

/** The most recent request of the company for a module, if any. */
export function latestRequestFor(requests: ActivationRequest[] | undefined, module: string): ActivationRequest | undefined {
  return requests
    ?.filter((request) => request.module === module)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

export function useRequestActivation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { module: ModuleKey; kind: ActivationKind; message?: string }) =>
      api.post<ActivationRequest>('/api/activation-requests', { ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: activationRequestsQuery.queryKey }),
  });
}
