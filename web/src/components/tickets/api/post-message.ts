import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm } from '@/lib/api/multipart';
import { ticketPathOf, useTicketCore, type TicketCore } from '../ticket-core';
import type { SendAs, TicketMessage } from '../types';

export interface PostMessageInput {
  ticketId: string;
  body: string;
  private: boolean;
  /** Also moves the ticket (SPEC §4 "send as"); `resolved` finishes it with this message as justification. */
  sendAs?: SendAs | null;
  files: File[];
}

/** The multipart body of POST `<tickets>/{id}/messages`: `body`, `private`, `send_as?` and one `files` part per file. */
export function messageForm(input: Omit<PostMessageInput, 'ticketId'>): FormData {
  const form = new FormData();
  form.append('body', input.body);
  form.append('private', input.private ? 'true' : 'false');
  if (input.sendAs) form.append('send_as', input.sendAs);
  for (const file of input.files) form.append('files', file, file.name);
  return form;
}

/** POST `<tickets>/{id}/messages` → 201. Not toasted: the composer shows `body` and `files` errors. */
export function postMessage(core: TicketCore, { ticketId, ...input }: PostMessageInput) {
  return sendForm<TicketMessage>('POST', `${ticketPathOf(core, ticketId)}/messages`, messageForm(input), { notify: false });
}

export function usePostMessage() {
  const core = useTicketCore();
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: PostMessageInput) => postMessage(core, input), onSettled: (_data, _error, input) => core.reload(client, input.ticketId) });
}
