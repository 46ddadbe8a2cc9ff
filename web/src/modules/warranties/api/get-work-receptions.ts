import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/api/schemas';
import { wKeys } from './keys';

export type WorkReception = Schema<'VerificationReceptionOut'>;

/** GET /api/verifications/receptions?unitId: the receptions of work done in the unit (quality), newest first. */
export async function getWorkReceptions(unitId: string) {
  const page = await api.list<WorkReception>('/api/verifications/receptions', { unitId, rowsPerPage: 100 }, { notify: false });
  return page.data;
}

export const workReceptionsQueryOptions = (unitId: string) => queryOptions({ queryKey: wKeys.workReceptions(unitId), queryFn: () => getWorkReceptions(unitId) });

export function useWorkReceptions(unitId: string) {
  return useQuery(workReceptionsQueryOptions(unitId));
}
