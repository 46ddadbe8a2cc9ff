import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ImportCheck, ImportPlan } from './user-import-types';

/**
 * POST /api/user-imports/{id}/check: every row checked against the plan, nothing written. Not toasted: a refused
 * plan (a required column not mapped, no project) is shown by the step it belongs to.
 */
export function checkUserImport({ id, plan }: { id: string; plan: ImportPlan }) {
  return api.post<ImportCheck>(`/api/user-imports/${encodeURIComponent(id)}/check`, plan, { notify: false });
}

export function useCheckUserImport() {
  return useMutation({ mutationFn: checkUserImport });
}
