import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isBusy, POLL_MS, type BimModel } from '@/modules/bim';
import { concreteKeys } from './keys';

/**
 * The project's model assigned to Concrete (SPEC: only one BIM model may be), or null: read from
 * GET /api/bim/models?projectId, where the assignment is a flag of the model.
 */
export async function getConcreteModel(projectId: string): Promise<BimModel | null> {
  const page = await api.list<BimModel>('/api/bim/models', { projectId }, { notify: false });
  return page.data.find((model) => model.concrete) ?? null;
}

/** Asked again while its files are being processed, so their states stay current. */
export function useConcreteModel(projectId: string) {
  return useQuery({
    queryKey: [...concreteKeys.project(projectId), 'model'] as const,
    queryFn: () => getConcreteModel(projectId),
    enabled: projectId !== '',
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data) ? POLL_MS : false),
  });
}
