import type { ApiError } from '@/lib/api/errors';

/**
 * Puts each of the server's field messages under its field (as the staff forms do) and answers whether every
 * message found a place; the caller toasts the error otherwise. `alias` maps a wire field to the form's.
 */
export function placeFieldErrors(error: ApiError, fields: readonly string[], setError: (field: string, message: string) => void, alias: Record<string, string> = {}): boolean {
  let placed = 0;
  const entries = Object.entries(error.errors);
  for (const [wire, messages] of entries) {
    const field = alias[wire] ?? wire;
    if (!fields.includes(field)) continue;
    setError(field, messages[0] ?? error.message);
    placed += 1;
  }
  return entries.length > 0 && placed === entries.length;
}
