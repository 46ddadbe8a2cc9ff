import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';

/**
 * GET /api/integrations/connectors/cloud_storage/status: whether the company's cloud storage is on. It is a probe,
 * never toasted: a 403 (the user may not move files to or from the cloud) and any failure simply hide the actions.
 */
export function getCloudStatus() {
  return call(typedClient.GET('/api/integrations/connectors/cloud_storage/status'), { notify: false });
}

export const cloudQueryKey = ['cbox', 'cloud'] as const;

export const cloudStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...cloudQueryKey, 'status'],
    // The default freshness: an administrator who has just turned the connector on sees the actions at once.
    queryFn: getCloudStatus,
  });

/** True when the export and import actions may be offered; false while loading, when off, refused or failed. */
export function useCloudAvailable(enabled = true): boolean {
  const status = useQuery({ ...cloudStatusQueryOptions(), enabled });
  return enabled && status.data?.active === true;
}
