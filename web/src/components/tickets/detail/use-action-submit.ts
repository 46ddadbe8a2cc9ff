import { useState } from 'react';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useTicketAction, type TicketActionInput } from '../api/ticket-action';
import type { CoreTicket } from '../types';

/**
 * Sends one transition from a dialog. A 422 stays in the dialog (`fieldError` under its input, anything else in
 * `error`); other failures are toasted. Resolves to the updated ticket, or null when it failed.
 */
export function useActionSubmit(field: string) {
  const action = useTicketAction();
  const [error, setError] = useState<ApiError | null>(null);
  const submit = async (input: TicketActionInput): Promise<CoreTicket | null> => {
    setError(null);
    try {
      return await action.mutateAsync(input);
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
      return null;
    }
  };
  const fieldError = error?.fieldError(field);
  // An illegal transition (`errors.action`) or a message without a field.
  const otherError = error && !fieldError ? (error.fieldMessages[0] ?? error.message) : undefined;
  return { submit, pending: action.isPending, fieldError, otherError, setError };
}
