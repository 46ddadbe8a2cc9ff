import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { Owner } from './types';

/** GET /api/portal/me: the signed-in owner. */
export const getMe = () => portalApi.get<Owner>('/api/portal/me');

export const meQueryOptions = () => queryOptions({ queryKey: portalKeys.me(), queryFn: getMe, staleTime: 60_000 });

export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled });
