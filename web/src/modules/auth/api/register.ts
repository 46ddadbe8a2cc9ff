import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { RegisterInput, Registration } from './types';

export const REGISTRATION_POLL_MS = 400;

/** POST /register (outside /api): 202 with the registration to follow. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<Registration>('/register', { ...input }),
  });
}

/** GET /register/{id}, polled every ~400 ms until the account is ready or failed. */
export function useRegistration(id: string | null) {
  return useQuery({
    queryKey: ['register', id],
    queryFn: () => api.get<Registration>(`/register/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const step = query.state.data?.step;
      return step === 'ready' || step === 'failed' || query.state.status === 'error' ? false : REGISTRATION_POLL_MS;
    },
  });
}
