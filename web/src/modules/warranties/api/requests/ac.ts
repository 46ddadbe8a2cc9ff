import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { acPath, reloadRequest, requestPath, rKeys } from './keys';
import type { AcOut, AcSignIn, FollowUpIn, OrderOut } from './types';

/** GET /api/warranties/requests/{id}/ac: the request's conformity records, oldest first. */
export function getAcs(requestId: string) {
  return api.get<AcOut[]>(`${requestPath(requestId)}/ac`, undefined, { notify: false });
}

export const acsQueryOptions = (requestId: string) => queryOptions({ queryKey: rKeys.acs(requestId), queryFn: () => getAcs(requestId) });

export function useAcs(requestId: string) {
  return useQuery(acsQueryOptions(requestId));
}

/** The signed PDF (`pdf_url`, or the contract's path). */
export const acPdfUrl = (ac: Pick<AcOut, 'id' | 'pdf_url'>) => ac.pdf_url ?? `${acPath(ac.id)}/pdf`;

/** Every AC call reloads its request: failures take their AC status, a follow-up adds an order. */
function useAcMutation<I extends { requestId: string }, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: (_data, _error, input) => reloadRequest(client, input.requestId) });
}

/** POST /api/warranties/requests/{id}/ac `{failure_ids}` (managed failures without an AC) → 201, pending. Not toasted. */
export function createAc({ requestId, failureIds }: { requestId: string; failureIds: string[] }) {
  return api.post<AcOut>(`${requestPath(requestId)}/ac`, { failure_ids: failureIds }, { notify: false });
}

export const useCreateAc = () => useAcMutation(createAc);

/**
 * POST /api/warranties/ac/{id}/sign: the owner's name, drawn signature and a verdict per failure, or their refusal
 * with a comment. Conforming when every failure conforms; the PDF is stored. Not toasted: the form shows the refusal.
 */
export function signAc({ id, body }: { id: string; requestId: string; body: AcSignIn }) {
  return api.post<AcOut>(`${acPath(id)}/sign`, { ...body }, { notify: false });
}

export const useSignAc = () => useAcMutation(signAc);

/** POST /api/warranties/ac/{id}/follow-up → 201: a new OI or OT for the record's non-conforming failures. Not toasted. */
export function acFollowUp({ id, body }: { id: string; requestId: string; body: FollowUpIn }) {
  return api.post<OrderOut>(`${acPath(id)}/follow-up`, { ...body }, { notify: false });
}

export const useAcFollowUp = () => useAcMutation(acFollowUp);
