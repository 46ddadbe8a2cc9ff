import { useMutation } from '@tanstack/react-query';
import { portalApi } from './client';
import type { Session } from './types';

export interface SignInBody {
  email: string;
  password: string;
}

/** POST /api/portal/sign-in → the session; a wrong password is a 422 on `password`, shown on the field. */
export function signIn(body: SignInBody) {
  return portalApi.post<Session>('/api/portal/sign-in', body, { authRedirect: false });
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
