import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

interface MessageResponse {
  message?: string;
}

/** POST /api/password-reset: always answers with the same generic message. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (username: string) => api.post<MessageResponse>('/api/password-reset', { username }),
  });
}

/** POST /api/password-reset/confirm with the token from the e-mailed link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; password_confirmation: string }) =>
      api.post<MessageResponse>('/api/password-reset/confirm', { ...input }, { notify: false }),
  });
}
