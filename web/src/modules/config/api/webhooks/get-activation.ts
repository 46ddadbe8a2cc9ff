import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { webhooksKeys } from './keys';

/** GET /api/integrations/webhooks: whether the company's webhooks are activated (version 0 before any change). */
export function getActivation() {
  return call(typedClient.GET('/api/integrations/webhooks'), { notify: false });
}

export const activationQueryOptions = () => queryOptions({ queryKey: webhooksKeys.activation, queryFn: getActivation });

export function useActivation() {
  return useQuery(activationQueryOptions());
}
