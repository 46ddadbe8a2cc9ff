import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUnit, unitPath } from './keys';
import type { UnitActionIn, UnitOut } from './types';

export type UnitActionInput = UnitActionIn & { id: string };

/**
 * POST /api/warranties/units/{id}/actions: schedule, confirm, reject, deliver, reset, reset_clean (SPEC §4). Not
 * toasted: dialogs show a 422 under their inputs, direct menu items toast it themselves.
 */
export function unitAction({ id, ...body }: UnitActionInput) {
  return api.post<UnitOut>(`${unitPath(id)}/actions`, { ...body }, { notify: false });
}

export function useUnitAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unitAction, onSettled: (_data, _error, input) => reloadUnit(client, input.id) });
}
