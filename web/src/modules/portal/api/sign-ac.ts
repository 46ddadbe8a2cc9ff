import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { Ac, AcSignIn } from './types';

/** POST /api/portal/ac/{id}/sign: verdicts, name and drawn signature, or the refusal with a comment. */
export function signAc({ acId, body }: { acId: string; requestId: string; body: AcSignIn }) {
  return portalApi.post<Ac>(`/api/portal/ac/${encodeURIComponent(acId)}/sign`, body);
}

export function useSignAc() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signAc, onSettled: (_ac, _error, input) => client.invalidateQueries({ queryKey: portalKeys.request(input.requestId) }) });
}
