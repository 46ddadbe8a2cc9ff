import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';
import { itemsQueryKey } from './get-items';

export interface ImportFromCloudInput {
  /** The remote folder under the connector's root, `a/b` (`''`: the root itself). */
  path: string;
  /** The Cbox folder that receives its contents; null is the project root. */
  folderId: string | null;
}

/**
 * POST /api/integrations/connectors/cloud_storage/import `{path, folder_id?}`: copies a remote folder's tree into a
 * Cbox folder. Refusals are toasted; a run that failed on the remote side answers `ok: false` with its message.
 */
export function importFromCloud(projectId: string, { path, folderId }: ImportFromCloudInput) {
  const body = folderId ? { path, folder_id: folderId } : { path };
  return call(typedClient.POST('/api/integrations/connectors/cloud_storage/import', { params: { query: { projectId } }, body }));
}

export function useImportFromCloud() {
  const client = useQueryClient();
  const projectId = useMe().active_project_id ?? '';
  return useMutation({
    mutationFn: (input: ImportFromCloudInput) => importFromCloud(projectId, input),
    // Even a failed run may have brought some files before it stopped.
    onSuccess: () => client.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
