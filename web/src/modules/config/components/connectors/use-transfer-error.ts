import { useState } from 'react';
import { isApiError } from '@/lib/api';

/**
 * The error of an export or import the server refused (connector off, folder gone, remote folder missing): its
 * first field message, else its summary. A 401 is left to the client, which opens the login page.
 */
export function useTransferError() {
  const [error, setError] = useState<string | null>(null);
  const take = (cause: unknown) => {
    if (isApiError(cause) && cause.status !== 401) setError(cause.fieldMessages[0] ?? cause.message);
  };
  return { error, take, clear: () => setError(null) };
}
