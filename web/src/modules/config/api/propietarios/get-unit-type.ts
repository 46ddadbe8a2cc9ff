import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { ownersKeys } from './keys';
import type { UnitTypeDetail } from './types';

/** GET /api/warranties/unit-types/{id}: the unit type with its checklist tree (areas → places → items → issues). */
export function getUnitType(id: string): Promise<UnitTypeDetail> {
  return call(typedClient.GET('/api/warranties/unit-types/{id}', { params: { path: { id } } }), { notify: false });
}

export const unitTypeQueryOptions = (id: string) => queryOptions({ queryKey: ownersKeys.unitType(id), queryFn: () => getUnitType(id) });

export function useUnitType(id: string | null) {
  return useQuery({ ...unitTypeQueryOptions(id ?? ''), enabled: id !== null });
}

/** The xlsx export (Recinto, Lugar, Ítem, Falla, Severidad; headers in the user's language). */
export const exportUrl = (id: string) => `/api/warranties/unit-types/${encodeURIComponent(id)}/export`;
