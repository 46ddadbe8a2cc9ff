import { useQueryClient } from '@tanstack/react-query';
import { useRequestActivation } from '@/lib/activation';
import { billingQueryKey } from './types';

/**
 * POST /api/activation-requests `{kind: "upgrade", module: "billing"}`: the shared activation request, after which the
 * billing screen reloads to show the open request's state.
 */
export function useRequestUpgrade() {
  const client = useQueryClient();
  const request = useRequestActivation();
  return {
    isPending: request.isPending,
    send: () =>
      request.mutate({ module: 'billing', kind: 'upgrade' }, { onSuccess: () => void client.invalidateQueries({ queryKey: billingQueryKey }) }),
  };
}
