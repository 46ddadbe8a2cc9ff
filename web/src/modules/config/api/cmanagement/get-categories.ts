import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { Category } from './types';

export interface CategoriesQuery extends ListQuery {
  search?: string;
}

/** GET /api/config/cmanagement/categories: the company's ticket categories, searched and paginated on the server. */
export function getCategories(query: CategoriesQuery) {
  return api.list<Category>('/api/config/cmanagement/categories', { ...query, search: query.search?.trim() || undefined });
}

export const categoriesQueryKey = ['config', 'cmanagement', 'categories'] as const;

export const categoriesQueryOptions = (query: CategoriesQuery) =>
  queryOptions({
    queryKey: [...categoriesQueryKey, query],
    queryFn: () => getCategories(query),
    placeholderData: keepPreviousData,
  });

export function useCategories(query: CategoriesQuery) {
  return useQuery(categoriesQueryOptions(query));
}

/** Every category at once, for the pickers of the custom-field screens (a company has a handful). */
export function useCategoryOptions() {
  return useQuery({ ...categoriesQueryOptions({ page: 1, rowsPerPage: 100 }), select: (page) => page.data });
}
