import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Schema } from '@/api/schemas';
import { call, typedClient } from '@/lib/api';
import { cloudQueryKey } from './cloud-status';

export type RemoteEntry = Schema<'RemoteEntry'>;

/**
 * GET /api/integrations/connectors/cloud_storage/browse?path=a/b: the entries of a remote folder under the
 * connector's root (`''` is the root). A missing folder or a server failure is a 422 on `path`, shown in place.
 */
export function browseCloud(path: string) {
  return call(typedClient.GET('/api/integrations/connectors/cloud_storage/browse', { params: { query: { path } } }), { notify: false });
}

export const cloudFolderQueryOptions = (path: string) =>
  queryOptions({
    queryKey: [...cloudQueryKey, 'browse', path],
    queryFn: () => browseCloud(path),
    placeholderData: keepPreviousData,
  });

export function useCloudFolder(path: string) {
  return useQuery(cloudFolderQueryOptions(path));
}
