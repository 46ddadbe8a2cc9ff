import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { TaskTemplate } from './types';

export interface TaskTemplatesQuery extends ListQuery {
  search?: string;
}

/** GET /api/config/cmanagement/task-templates: the lists of tasks a ticket can receive at once. */
export function getTaskTemplates(query: TaskTemplatesQuery) {
  return api.list<TaskTemplate>('/api/config/cmanagement/task-templates', { ...query, search: query.search?.trim() || undefined });
}

export const taskTemplatesQueryKey = ['config', 'cmanagement', 'task-templates'] as const;

export const taskTemplatesQueryOptions = (query: TaskTemplatesQuery) =>
  queryOptions({
    queryKey: [...taskTemplatesQueryKey, query],
    queryFn: () => getTaskTemplates(query),
    placeholderData: keepPreviousData,
  });

export function useTaskTemplates(query: TaskTemplatesQuery) {
  return useQuery(taskTemplatesQueryOptions(query));
}
