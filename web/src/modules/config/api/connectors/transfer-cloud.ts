import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { connectorsKeys } from './keys';

export interface ExportInput {
  projectId: string;
  /** The Cbox folder to export; the project's root when null. */
  folderId: string | null;
}

export interface ImportInput extends ExportInput {
  /** The remote folder under the connector's root, `a/b`. */
  path: string;
}

/**
 * POST /api/integrations/connectors/cloud_storage/export?projectId=…: copies a Cbox folder (its tree) to
 * `{root}/{project}/{folder}` on the server. A remote failure is an outcome with `ok: false`; a 422 (connector off)
 * or 404 (folder gone) is thrown untoasted, for the dialog to show.
 */
export function exportToCloud({ projectId, folderId }: ExportInput) {
  return call(
    typedClient.POST('/api/integrations/connectors/cloud_storage/export', { params: { query: { projectId } }, body: { folder_id: folderId } }),
    { notify: false },
  );
}

/** POST /api/integrations/connectors/cloud_storage/import?projectId=…: copies a remote folder's tree into a Cbox folder. */
export function importFromCloud({ projectId, folderId, path }: ImportInput) {
  return call(
    typedClient.POST('/api/integrations/connectors/cloud_storage/import', { params: { query: { projectId } }, body: { path, folder_id: folderId } }),
    { notify: false },
  );
}

export function useExportToCloud() {
  const client = useQueryClient();
  return useMutation({ mutationFn: exportToCloud, onSettled: () => client.invalidateQueries({ queryKey: connectorsKeys.logs('cloud_storage') }) });
}

export function useImportFromCloud() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importFromCloud,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: connectorsKeys.logs('cloud_storage') });
      // The imported folders are new Cbox folders a later pick should list.
      await client.invalidateQueries({ queryKey: [...connectorsKeys.all, 'cbox-folders'] });
    },
  });
}
