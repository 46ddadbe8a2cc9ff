import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { PortalRequest } from './types';

/** GET /api/portal/requests/{id}: one of the owner's requests, whole (404 for anyone else's). */
export const getRequest = (id: string) => portalApi.get<PortalRequest>(`/api/portal/requests/${encodeURIComponent(id)}`);

export const requestQueryOptions = (id: string) => queryOptions({ queryKey: portalKeys.request(id), queryFn: () => getRequest(id) });

export const useRequest = (id: string) => useQuery(requestQueryOptions(id));
