import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { categoriesQueryKey } from './get-categories';
import type { Category, CategoryIn, Versioned } from './types';

/** PUT /api/config/cmanagement/categories/{id} `{version, name, description, active}`. Not toasted (the caller shows it). */
export function updateCategory({ id, version, name, description, active }: CategoryIn & Versioned) {
  return api.put<Category>(`/api/config/cmanagement/categories/${encodeURIComponent(id)}`, { version, name, description, active }, { notify: false });
}

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    // Also after a failure: a 409 means what the list shows is stale.
    onSettled: () => client.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
