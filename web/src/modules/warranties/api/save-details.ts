import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUnit, unitPath, wKeys } from './keys';
import type { DetailsOut } from './types';

export interface SaveDetailsInput extends DetailsOut {
  unitId: string;
}

/**
 * PUT /api/warranties/units/{id}/details: meters and accessories travel together, so a screen that edits one half
 * sends the other as it was loaded. Not toasted: the form places 422 messages under its inputs.
 */
export function saveDetails({ unitId, meters, accessories }: SaveDetailsInput) {
  return api.put<DetailsOut>(`${unitPath(unitId)}/details`, { meters, accessories }, { notify: false });
}

export function useSaveDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDetails,
    onSuccess: (details, input) => {
      client.setQueryData(wKeys.details(input.unitId), details);
      return reloadUnit(client, input.unitId);
    },
  });
}
