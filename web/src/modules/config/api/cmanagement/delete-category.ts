import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { categoriesQueryKey } from './get-categories';

/**
 * DELETE /api/config/cmanagement/categories/{id} → 204. A category tickets use is refused with a 422 on `category`;
 * not toasted, so the screen can offer to deactivate it instead.
 */
export function deleteCategory(id: string) {
  return api.delete<undefined>(`/api/config/cmanagement/categories/${encodeURIComponent(id)}`, {}, { notify: false });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () => client.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
