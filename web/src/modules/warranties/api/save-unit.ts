import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUnit, unitPath, wKeys, withProject } from './keys';
import type { UnitIn, UnitOut } from './types';

/**
 * POST /api/warranties/units?projectId= → 201, or PUT /api/warranties/units/{id} with the version read. Not toasted:
 * the form puts each 422 message under its input.
 */
export function saveUnit({ id, ...body }: UnitIn & { id?: string }) {
  if (id) return api.put<UnitOut>(unitPath(id), { ...body }, { notify: false });
  return api.post<UnitOut>(withProject('/api/warranties/units'), { ...body }, { notify: false });
}

export function useSaveUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUnit,
    onSuccess: (unit) => Promise.all([reloadUnit(client, unit.id), client.invalidateQueries({ queryKey: wKeys.unitTypes })]),
  });
}
