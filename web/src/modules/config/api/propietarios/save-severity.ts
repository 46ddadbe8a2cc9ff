import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { reloadOwnersConfig } from './keys';
import type { Severity } from './types';

/** POST /api/warranties/severities?projectId= (last in the order) or PUT /api/warranties/severities/{id}: its name. */
export function saveSeverity(projectId: string, { id, name }: { id?: string; name: string }): Promise<Severity> {
  if (id) return call(typedClient.PUT('/api/warranties/severities/{id}', { params: { path: { id } }, body: { name } }), { notify: false });
  return call(typedClient.POST('/api/warranties/severities', { params: { query: { projectId } }, body: { name } }), { notify: false });
}

export function useSaveSeverity() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({ mutationFn: (input: { id?: string; name: string }) => saveSeverity(projectId, input), onSuccess: () => reloadOwnersConfig(client) });
}
