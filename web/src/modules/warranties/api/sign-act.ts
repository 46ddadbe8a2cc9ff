import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUnit, unitPath } from './keys';
import type { ActIn, ActOut } from './types';

/**
 * POST /api/warranties/units/{id}/act → 201: stores the signed act; the unit becomes delivered (with observations
 * when the revision has failures). A refusal is the error toast.
 */
export function signAct(unitId: string, body: ActIn) {
  return api.post<ActOut>(`${unitPath(unitId)}/act`, { ...body });
}

export function useSignAct(unitId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: ActIn) => signAct(unitId, body), onSuccess: () => reloadUnit(client, unitId) });
}
