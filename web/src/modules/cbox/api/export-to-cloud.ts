import { useMutation } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { useMe } from '@/lib/session';

export type CloudOutcome = Schema<'OutcomeOut'>;

/**
 * POST /api/integrations/connectors/cloud_storage/export `{folder_id?}`: copies a Cbox folder's tree (the project
 * root when null) to `{root}/{project}/{folder}` on the WebDAV server. A refused request (the connector is off, the
 * folder is gone) is toasted; a run that failed on the remote side answers `ok: false` with a localized message.
 */
export function exportToCloud(projectId: string, folderId: string | null) {
  const body = folderId ? { folder_id: folderId } : {};
  return call(typedClient.POST('/api/integrations/connectors/cloud_storage/export', { params: { query: { projectId } }, body }));
}

export function useExportToCloud() {
  const projectId = useMe().active_project_id ?? '';
  return useMutation({ mutationFn: (folderId: string | null) => exportToCloud(projectId, folderId) });
}
