import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { reloadOwnersConfig } from './keys';
import type { UnitType, UnitTypeIn } from './types';

export interface SaveUnitTypeInput extends UnitTypeIn {
  id?: string;
}

/**
 * POST /api/warranties/unit-types?projectId= → 201, or PUT /api/warranties/unit-types/{id} with the version read
 * (409 when stale). Not toasted: the form places a 422 under its inputs.
 */
export function saveUnitType(projectId: string, { id, ...body }: SaveUnitTypeInput): Promise<UnitType> {
  if (id) return call(typedClient.PUT('/api/warranties/unit-types/{id}', { params: { path: { id } }, body }), { notify: false });
  return call(typedClient.POST('/api/warranties/unit-types', { params: { query: { projectId } }, body }), { notify: false });
}

export function useSaveUnitType() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({ mutationFn: (input: SaveUnitTypeInput) => saveUnitType(projectId, input), onSuccess: () => reloadOwnersConfig(client) });
}
