import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { Owner } from './types';

export interface PasswordBody {
  password: string;
  /** Required (and checked) when the account already has a password. */
  current?: string;
}

/** PUT /api/portal/me/password → the owner, now with `has_password`. */
export function changePassword(body: PasswordBody) {
  return portalApi.put<Owner>('/api/portal/me/password', body);
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: (owner) => client.setQueryData(portalKeys.me(), owner) });
}
