import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketMessage } from '@/components/tickets/types';
import { api } from '@/lib/api';
import { reloadRequest, requestPath } from './keys';

export const NOTIFY_MAX_LENGTH = 1000;

/** POST /api/warranties/requests/{id}/notify `{message}` → 201: a public message, e-mailed to the owner. Not toasted. */
export function notifyOwner({ id, message }: { id: string; message: string }) {
  return api.post<TicketMessage>(`${requestPath(id)}/notify`, { message }, { notify: false });
}

export function useNotifyOwner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: notifyOwner, onSettled: (_data, _error, input) => reloadRequest(client, input.id) });
}
