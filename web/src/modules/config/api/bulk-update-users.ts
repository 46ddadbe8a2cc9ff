import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUsers } from './reload-users';
import type { BulkIn, BulkOut } from './types';

/**
 * POST /api/users/bulk: the chosen changes applied to every listed user, all or nothing. Not toasted: the user
 * limit opens the screen's dialog, anything else is shown by the caller.
 */
export function bulkUpdateUsers(input: BulkIn) {
  return api.post<BulkOut>('/api/users/bulk', { ...input }, { notify: false });
}

export function useBulkUpdateUsers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateUsers, onSettled: () => reloadUsers(client) });
}
