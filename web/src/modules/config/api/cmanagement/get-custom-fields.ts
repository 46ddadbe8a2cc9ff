import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { CustomField } from './types';

export interface CustomFieldsQuery extends ListQuery {
  /** A category id, or `general` for the fields every ticket has. */
  category: string;
  search?: string;
}

/** GET /api/config/cmanagement/custom-fields?category_id=…: the fields of one category (or the general ones). */
export function getCustomFields({ category, search, ...page }: CustomFieldsQuery) {
  return api.list<CustomField>('/api/config/cmanagement/custom-fields', { ...page, category_id: category, search: search?.trim() || undefined });
}

export const customFieldsQueryKey = ['config', 'cmanagement', 'custom-fields'] as const;

export const customFieldsQueryOptions = (query: CustomFieldsQuery) =>
  queryOptions({
    queryKey: [...customFieldsQueryKey, query],
    queryFn: () => getCustomFields(query),
    placeholderData: keepPreviousData,
  });

export function useCustomFields(query: CustomFieldsQuery) {
  return useQuery(customFieldsQueryOptions(query));
}
