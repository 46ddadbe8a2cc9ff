import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { connectorsKeys } from './keys';
import type { CboxItem } from './types';

/** The server's page maximum: a folder with more sub-folders than this shows the first ones. */
const ROWS = 200;

/**
 * GET /api/cbox/items?projectId=…&folder_id=…: the folders inside one Cbox folder (the project's root when null),
 * by name. The project is the one picked in the dialog, not necessarily the active one.
 */
export async function getCboxFolders(projectId: string, folderId: string | null): Promise<CboxItem[]> {
  const page = await api.list<CboxItem>(
    '/api/cbox/items',
    { projectId, view: 'folder', folder_id: folderId, sortBy: 'name', rowsPerPage: ROWS },
    { notify: false },
  );
  return page.data.filter((item) => item.kind === 'folder');
}

export const cboxFoldersQueryOptions = (projectId: string, folderId: string | null) =>
  queryOptions({ queryKey: connectorsKeys.cboxFolders(projectId, folderId), queryFn: () => getCboxFolders(projectId, folderId), placeholderData: keepPreviousData });

export function useCboxFolders(projectId: string | null, folderId: string | null) {
  return useQuery({ ...cboxFoldersQueryOptions(projectId ?? '', folderId), enabled: projectId !== null });
}
