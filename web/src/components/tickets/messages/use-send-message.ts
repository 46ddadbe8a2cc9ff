import { useTicketAction } from '../api/ticket-action';
import { usePostMessage } from '../api/post-message';
import { useTicketCore } from '../ticket-core';
import type { SendAs } from '../types';

export interface SendInput {
  ticketId: string;
  body: string;
  private: boolean;
  files: File[];
  sendAs: SendAs | null;
}

/**
 * Sends the composer's message. "Send as" travels with the message (`send_as` in the multipart) where the module's
 * message call takes it, or as the `send_as` action carrying the message where it does not (after-sales); files
 * then go first in a message of their own, and a `resolved` keeps the text as its justification.
 */
export function useSendMessage() {
  const core = useTicketCore();
  const post = usePostMessage();
  const action = useTicketAction();
  const send = async ({ ticketId, body, files, sendAs, ...rest }: SendInput) => {
    if (!sendAs || core.sendAsVia === 'message') {
      await post.mutateAsync({ ticketId, body, private: rest.private, sendAs, files });
      return;
    }
    if (files.length > 0) {
      await post.mutateAsync({ ticketId, body, private: rest.private, files });
      await action.mutateAsync({ id: ticketId, action: 'send_as', send_as: sendAs, ...(sendAs === 'resolved' ? { message: body } : {}) });
      return;
    }
    await action.mutateAsync({ id: ticketId, action: 'send_as', send_as: sendAs, message: body, private: rest.private });
  };
  return { send, pending: post.isPending || action.isPending };
}
