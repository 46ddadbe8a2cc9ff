import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useMe } from '@/lib/session';
import { itemsQueryKey } from './get-items';
import type { CboxItem } from './types';

export interface CreateFolderInput {
  parentId: string | null;
  name: string;
}

/** POST /api/cbox/folders → 201. Not toasted: the dialog shows `errors.name` under its input. */
export function createFolder(projectId: string | null, { parentId, name }: CreateFolderInput) {
  return api.post<CboxItem>('/api/cbox/folders', { projectId, parent_id: parentId, name }, { notify: false });
}

export function useCreateFolder() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? null;
  return useMutation({
    mutationFn: (input: CreateFolderInput) => createFolder(projectId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
