import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { verificationKeys } from './keys';
import type { Template } from './types';

export interface TemplatesQuery {
  /** The activity whose types' templates come first, marked `suggested`. */
  activityId?: string | null;
  search?: string;
}

/** GET /api/verifications/templates: the company's templates by name, with their item counts. */
export async function getTemplates(query: TemplatesQuery) {
  const page = await api.list<Template>(
    '/api/verifications/templates',
    { activityId: query.activityId ?? undefined, search: query.search?.trim() || undefined, rowsPerPage: 200 },
    { notify: false },
  );
  return page.data;
}

export const templatesQueryOptions = (query: TemplatesQuery) =>
  queryOptions({ queryKey: verificationKeys.templates(query), queryFn: () => getTemplates(query), placeholderData: keepPreviousData });

export function useTemplates(query: TemplatesQuery, enabled = true) {
  return useQuery({ ...templatesQueryOptions(query), enabled });
}
