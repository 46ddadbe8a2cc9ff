/**
 * Failed calls become an `ApiError` carrying the server's envelope (`{message, code, errors, detail?}`,
 * docs/api-foundation.md). The message is already localized by the server through `Accept-Language`.
 */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly errors: FieldErrors;
  readonly detail: string | null;

  constructor(init: { status: number; message: string; code?: string | null; errors?: FieldErrors; detail?: string | null }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? null;
    this.errors = init.errors ?? {};
    this.detail = init.detail ?? null;
  }

  /** Every field message, flattened in field order (what the notification lists). */
  get fieldMessages(): string[] {
    return Object.values(this.errors).flat();
  }

  /** The first message for one field, for showing under a form input. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function normalizeErrors(value: unknown): FieldErrors {
  const record = asRecord(value);
  if (!record) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(record)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/** Maps a non-2xx status and its (possibly non-JSON) body to an ApiError; `fallback` is the localized default. */
export function toApiError(status: number, body: unknown, fallback: string): ApiError {
  const record = asRecord(body);
  const message = typeof record?.message === 'string' && record.message.trim() !== '' ? record.message : fallback;
  return new ApiError({
    status,
    message,
    code: typeof record?.code === 'string' ? record.code : null,
    errors: normalizeErrors(record?.errors),
    detail: typeof record?.detail === 'string' ? record.detail : null,
  });
}
