import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userImportsQueryKey } from './get-user-imports';
import { usersQueryKey } from './get-users';
import type { ImportPlan, UserImport } from './user-import-types';

/**
 * POST /api/user-imports/{id}/commit: checks again and creates every user in one transaction, or none. Not toasted
 * here: the wizard opens the user-limit dialog for `user_limit` and toasts anything else itself.
 */
export function commitUserImport({ id, plan }: { id: string; plan: ImportPlan }) {
  return api.post<UserImport>(`/api/user-imports/${encodeURIComponent(id)}/commit`, plan, { notify: false });
}

export function useCommitUserImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commitUserImport,
    // The history changes either way (completed, or the error count of a refused draft); new users appear in lists.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: userImportsQueryKey }), client.invalidateQueries({ queryKey: usersQueryKey })]),
  });
}
