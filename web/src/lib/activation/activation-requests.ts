import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ModuleKey } from '@/lib/session';

/** TODO-generate: replace with `components['schemas']['ActivationRequest']` from src/api/schema.gen.ts. */
export interface ActivationRequest {
  id: string;
  module: ModuleKey;
  kind: 'activation' | 'upgrade';
  status: 'sent' | 'in_progress' | 'enabled';
  message: string | null;
  requested_by: unknown;
  created_at: string;
}

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
    mutationFn: (input: { module: ModuleKey; kind: ActivationRequest['kind']; message?: string }) =>
      api.post<ActivationRequest>('/api/activation-requests', { ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: activationRequestsQuery.queryKey }),
  });
}
