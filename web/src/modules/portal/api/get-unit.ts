import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { UnitDetail } from './types';

/** GET /api/portal/units/{id}: a unit of the owner with its documents and requests (404 for anyone else's). */
export const getUnit = (id: string) => portalApi.get<UnitDetail>(`/api/portal/units/${encodeURIComponent(id)}`);

export const unitQueryOptions = (id: string) => queryOptions({ queryKey: portalKeys.unit(id), queryFn: () => getUnit(id) });

export const useUnit = (id: string) => useQuery(unitQueryOptions(id));
