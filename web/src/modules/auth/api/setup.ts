import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setMe, type Me } from '@/lib/session';
import type { SetupInput } from './types';

/** POST /api/setup: the first-run company questions; answers with the updated Me. */
export function useSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => api.post<Me>('/api/setup', { ...input }),
    onSuccess: (me) => setMe(client, me),
  });
}
