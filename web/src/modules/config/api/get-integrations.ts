import { useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';

/**
 * GET /api/integrations: each connector's state (active, configured, last error). Integration administrators only:
 * for others it answers 403, which the index treats as "no state to show".
 */
export function getIntegrations() {
  return call(typedClient.GET('/api/integrations'), { notify: false });
}

export function useIntegrations(enabled: boolean) {
  return useQuery({ queryKey: ['config', 'integrations'], queryFn: getIntegrations, enabled });
}
