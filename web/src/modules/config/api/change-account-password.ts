import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PasswordChange } from './account-types';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/account/password → 'Contraseña actualizada.'; a wrong current password is a 422 on `current_password`. */
export function changeAccountPassword(input: PasswordChange) {
  return api.post<string>('/api/account/password', { ...input }, { notify: false });
}

export function useChangeAccountPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeAccountPassword,
    // Other sessions may have ended with the change.
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
