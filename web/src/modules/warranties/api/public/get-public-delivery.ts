import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PublicDelivery } from '../types';

const publicPath = (token: string) => `/api/public/deliveries/${encodeURIComponent(token)}`;

/** GET /api/public/deliveries/{token}: the visit an owner was e-mailed about (no session). */
export function getPublicDelivery(token: string) {
  return api.get<PublicDelivery>(publicPath(token), undefined, { notify: false, authRedirect: false });
}

export const publicDeliveryQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['public-delivery', token], queryFn: () => getPublicDelivery(token) });

export function usePublicDelivery(token: string) {
  return useQuery(publicDeliveryQueryOptions(token));
}

export { publicPath };
