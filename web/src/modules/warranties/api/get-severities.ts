import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { wKeys } from './keys';
import type { SeverityOut } from './types';

/** GET /api/warranties/severities: the project's severity catalogue, in its order. */
export function getSeverities() {
  return api.list<SeverityOut>('/api/warranties/severities', { rowsPerPage: 100 }, { notify: false });
}

export const severitiesQueryOptions = queryOptions({ queryKey: wKeys.severities, queryFn: getSeverities, select: (page) => page.data });

export function useSeverities() {
  return useQuery(severitiesQueryOptions);
}
