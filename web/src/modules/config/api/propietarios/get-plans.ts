import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, typedClient } from '@/lib/api';
import { ownersKeys } from './keys';

/** GET /api/warranties/unit-types/{id}/plans: the plans of a unit type. */
export function getPlans(unitTypeId: string) {
  return call(typedClient.GET('/api/warranties/unit-types/{id}/plans', { params: { path: { id: unitTypeId } } }), { notify: false });
}

export const plansQueryOptions = (unitTypeId: string) => queryOptions({ queryKey: ownersKeys.plans(unitTypeId), queryFn: () => getPlans(unitTypeId) });

export function usePlans(unitTypeId: string | null) {
  return useQuery({ ...plansQueryOptions(unitTypeId ?? ''), enabled: unitTypeId !== null });
}
