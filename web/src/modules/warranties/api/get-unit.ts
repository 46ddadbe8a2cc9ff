import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unitPath, wKeys } from './keys';
import type { UnitOut } from './types';

/** GET /api/warranties/units/{id}. Not toasted: the page says in place that the unit could not be opened. */
export function getUnit(id: string) {
  return api.get<UnitOut>(unitPath(id), undefined, { notify: false });
}

export const unitQueryOptions = (id: string) => queryOptions({ queryKey: wKeys.unit(id), queryFn: () => getUnit(id) });

export function useUnit(id: string) {
  return useQuery(unitQueryOptions(id));
}
