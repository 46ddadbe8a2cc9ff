import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { categoriesQueryKey } from './get-categories';
import type { Category, CategoryIn } from './types';

/** POST /api/config/cmanagement/categories → 201. Not toasted: the form shows field errors under its inputs. */
export function createCategory(body: CategoryIn) {
  return api.post<Category>('/api/config/cmanagement/categories', { ...body }, { notify: false });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
