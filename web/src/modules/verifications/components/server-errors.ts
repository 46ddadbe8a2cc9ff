import type { ApiError } from '@/lib/api';

/**
 * Places a 422's field messages on the form's fields it knows; returns whether any was placed, so the caller can
 * fall back to a toast for the rest.
 */
export function placeErrors(setFieldError: (field: string, message: string) => void, error: ApiError, fields: readonly string[]): boolean {
  let placed = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message || !fields.includes(field)) continue;
    setFieldError(field, message);
    placed = true;
  }
  return placed;
}
