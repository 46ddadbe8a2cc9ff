import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { billingQueryKey } from './types';

/**
 * GET /api/billing: the company's plan, trial, seats, modules, open upgrade request and invoices. Not toasted: the
 * screen says in place that it could not load.
 */
export function getBilling() {
  return call(typedClient.GET('/api/billing'), { notify: false });
}

export const billingQueryOptions = () => queryOptions({ queryKey: billingQueryKey, queryFn: getBilling });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
