import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { workersQueryKey } from '../get-workers';
import { connectorsKeys } from './keys';

/**
 * POST /api/integrations/connectors/hr/sync: brings the company's workers in line with the HR system's. A remote
 * failure is an outcome with `ok: false` (and a log row); an inactive connector is a 422, toasted by the client.
 */
export function syncHrWorkers() {
  return call(typedClient.POST('/api/integrations/connectors/hr/sync'));
}

export function useSyncHrWorkers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncHrWorkers,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: connectorsKeys.logs('hr') });
      // The workers screen shows what the sync changed.
      await client.invalidateQueries({ queryKey: workersQueryKey });
    },
  });
}
