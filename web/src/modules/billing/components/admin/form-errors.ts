import { isApiError, notifyApiError } from '@/lib/api';

interface ErrorSink<V> {
  values: V;
  setFieldError: (path: string, error: string) => void;
}

/**
 * A refused save: a 422's messages go under the inputs that carry them (`rename` maps a wire field to its input,
 * `amount_cents` → `amount`), and every refusal is also the error toast (SPEC §8), as the other forms do.
 */
export function showFormError<V extends object>(form: ErrorSink<V>, error: unknown, rename: Record<string, keyof V & string> = {}): void {
  if (!isApiError(error)) throw error;
  if (error.status === 401) return;
  if (error.status === 422) {
    for (const [field, messages] of Object.entries(error.errors)) {
      const path = rename[field] ?? field;
      if (path in form.values && messages[0]) form.setFieldError(path, messages[0]);
    }
  }
  notifyApiError(error);
}
