import { isApiError, notifyApiError } from '@/lib/api';

interface ErrorSink<V> {
  values: V;
  setFieldError: (path: string, error: string) => void;
}

/**
 * A save that failed: a 422's messages go under the form's inputs that carry them; any other failure, or a 422 that
 * names no input, is the error toast (a 409 says someone saved first; the caller has reloaded).
 */
export function showSaveError<V extends object>(form: ErrorSink<V>, error: unknown): void {
  if (!isApiError(error) || error.status === 401) return;
  const placed = error.status === 422 ? Object.entries(error.errors).filter(([field]) => (field.split('.')[0] ?? '') in form.values) : [];
  for (const [field, messages] of placed) form.setFieldError(field, messages[0] ?? '');
  if (placed.length === 0) notifyApiError(error);
}
