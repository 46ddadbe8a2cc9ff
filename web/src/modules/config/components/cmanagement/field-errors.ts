import type { ApiError } from '@/lib/api';

interface ErrorSink {
  setFieldError: (path: string, error: string) => void;
}

/**
 * Puts the server's 422 field errors under the form's inputs. Keys are form paths (`name`, `tasks.0.title`); `pathOf`
 * renames the ones that differ (`category_id` → `category`, `options.3` → `options`). Returns whether any was placed.
 */
export function applyFieldErrors(form: ErrorSink, error: ApiError, pathOf: (key: string) => string = (key) => key): boolean {
  const entries = Object.entries(error.errors).filter(([, messages]) => messages.length > 0);
  for (const [key, messages] of entries) form.setFieldError(pathOf(key), messages[0] ?? '');
  return entries.length > 0;
}
