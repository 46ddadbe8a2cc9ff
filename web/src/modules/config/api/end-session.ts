import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AccountSession } from './account-types';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/account/sessions/{id} → 204. Ending the current session signs out. */
export function endSession(id: string) {
  return api.delete<undefined>(`/api/account/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: Pick<AccountSession, 'id' | 'current'>) => endSession(session.id),
    // After ending its own session the page leaves for the login page; asking again would only be a 401.
    onSuccess: (_, session) => (session.current ? undefined : client.invalidateQueries({ queryKey: sessionsQueryKey })),
  });
}
