import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUnit, unitPath } from './keys';
import type { OwnerIn, OwnerOut } from './types';

export interface SaveOwnersInput {
  unitId: string;
  owners: OwnerIn[];
  version?: number;
}

/** PUT /api/warranties/units/{id}/owners: the whole list at once. Not toasted: a 422 lands as `owners.N.field`. */
export function saveOwners({ unitId, owners, version }: SaveOwnersInput) {
  return api.put<OwnerOut[]>(`${unitPath(unitId)}/owners`, { owners, version }, { notify: false });
}

export function useSaveOwners() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveOwners, onSuccess: (_data, input) => reloadUnit(client, input.unitId) });
}
