import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListQuery } from '@/lib/api';
import type { UserImport } from './user-import-types';

/** GET /api/user-imports: the company's imports, newest first (drafts never confirmed included). */
export function getUserImports(query: ListQuery) {
  return api.list<UserImport>('/api/user-imports', { page: query.page, rowsPerPage: query.rowsPerPage });
}

export const userImportsQueryKey = ['config', 'user-imports'] as const;

export const userImportsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...userImportsQueryKey, query],
    queryFn: () => getUserImports(query),
    placeholderData: keepPreviousData,
  });

export function useUserImports(query: ListQuery) {
  return useQuery(userImportsQueryOptions(query));
}

/** Where the original file of an import is downloaded from (an attachment; the session cookie authorizes it). */
export const userImportFileUrl = (id: string) => `/api/user-imports/${encodeURIComponent(id)}/file`;
