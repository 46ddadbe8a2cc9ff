import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DUMPS_PATH, tiKeys } from './keys';
import type { DumpOut } from './types';

/** GET /api/tiinsights/dumps: the database dumps kept on the server. */
export function getDumps() {
  return api.get<DumpOut[]>(DUMPS_PATH, undefined, { notify: false });
}

export const dumpsQueryOptions = () => queryOptions({ queryKey: tiKeys.dumps, queryFn: getDumps });

export function useDumps() {
  return useQuery(dumpsQueryOptions());
}
