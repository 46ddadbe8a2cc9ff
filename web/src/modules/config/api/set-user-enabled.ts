import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reloadUsers } from './reload-users';
import type { EnabledIn, User } from './types';

export interface SetUserEnabledInput extends EnabledIn {
  id: string;
}

/**
 * PUT /api/users/{id}/enabled `{enabled, version}`. Deactivating ends the user's sessions; activating counts
 * against the user limit (422 `user_limit`, answered by the screen's dialog, hence not toasted here).
 */
export function setUserEnabled({ id, enabled, version }: SetUserEnabledInput) {
  return api.put<User>(`/api/users/${encodeURIComponent(id)}/enabled`, { enabled, version }, { notify: false });
}

export function useSetUserEnabled() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserEnabled, onSettled: () => reloadUsers(client) });
}
