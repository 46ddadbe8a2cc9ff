import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm } from '@/lib/api/multipart';
import { verificationKeys } from './keys';

export interface CloseObservationInput {
  id: string;
  note: string;
  photo: File | null;
}

/** POST /api/verifications/observations/{id}/close: multipart `note` and an optional photo. Not toasted. */
export function closeObservation({ id, note, photo }: CloseObservationInput) {
  const form = new FormData();
  form.append('note', note);
  if (photo) form.append('file', photo);
  return sendForm<unknown>('POST', `/api/verifications/observations/${encodeURIComponent(id)}/close`, form, { notify: false });
}

export function useCloseObservation(projectId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeObservation, onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.project(projectId) }) });
}
