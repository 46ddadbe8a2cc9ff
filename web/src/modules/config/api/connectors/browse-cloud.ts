import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { connectorsKeys } from './keys';

/**
 * GET /api/integrations/connectors/cloud_storage/browse?path=a/b: a remote folder's entries (the root when empty).
 * Not toasted: the browser shows the failure (connector off, folder gone, server error) in place.
 */
export function browseCloud(path: string) {
  return call(typedClient.GET('/api/integrations/connectors/cloud_storage/browse', { params: { query: { path } } }), { notify: false });
}

export const browseQueryOptions = (path: string) => queryOptions({ queryKey: connectorsKeys.browse(path), queryFn: () => browseCloud(path) });

export function useBrowseCloud(path: string, enabled: boolean) {
  return useQuery({ ...browseQueryOptions(path), enabled });
}
