import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setMe } from './me-query';
import type { Me, Preferences } from './types';

/** PUT /api/me/preferences; the answer is the new Me, and project-scoped data is refetched. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => api.put<Me>('/api/me/preferences', { ...preferences }),
    onSuccess: async (me, preferences) => {
      setMe(client, me);
      if (preferences.active_project_id) {
        await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      }
    },
  });
}

/**
 * POST /logout. The caller leaves the authenticated screens first and then calls `forget`, so no mounted
 * screen refetches the session it just lost.
 */
export function useLogout() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.post<unknown>('/logout', {}, { notify: false }),
  });
  return { ...mutation, forget: () => client.clear() };
}
