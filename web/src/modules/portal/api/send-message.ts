import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from './client';
import { portalKeys } from './keys';
import type { Message } from './types';

export interface NewMessage {
  requestId: string;
  body: string;
  files: File[];
}

/** POST /api/portal/requests/{id}/messages (multipart `body`, `file`…) → 201; 422 when the project takes none. */
export function sendMessage({ requestId, body, files }: NewMessage) {
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append('file', file, file.name);
  return portalApi.post<Message>(`/api/portal/requests/${encodeURIComponent(requestId)}/messages`, form);
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: (_message, input) => client.invalidateQueries({ queryKey: portalKeys.request(input.requestId) }) });
}
