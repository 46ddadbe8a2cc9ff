import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateFields } from './update-custom-field';

/**
 * DELETE /api/config/cmanagement/custom-fields/{id} → 204 for a field never used. One that tickets used is refused
 * (422 on `field`): it is retired instead, so its values stay readable. Not toasted, so the screen can offer that.
 */
export function deleteCustomField(id: string) {
  return api.delete<undefined>(`/api/config/cmanagement/custom-fields/${encodeURIComponent(id)}`, {}, { notify: false });
}

export function useDeleteCustomField() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCustomField, onSettled: () => invalidateFields(client) });
}
