/**
 * The response envelope (SPEC §7, ARCHITECTURE §3): objects as `{data: {...}}`, lists as
 * `{data: [...], current_page, total, rowsPerPage, has_more}`, any 2xx may add `message` and `warnings`.
 */
export interface Page<T> {
  data: T[];
  current_page: number;
  total: number;
  rowsPerPage: number;
  has_more: boolean;
}

export interface ListQuery {
  page?: number;
  rowsPerPage?: number;
  sortBy?: string;
  descending?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `data.data ?? data`: the payload of an object or list response, or the body itself when it has no `data`. */
export function unwrap<T>(body: unknown): T {
  if (isRecord(body) && 'data' in body && body.data !== undefined && body.data !== null) return body.data as T;
  return body as T;
}

/** Reads a list response, keeping its paging fields (defaults describe a single complete page). */
export function toPage<T>(body: unknown): Page<T> {
  const record = isRecord(body) ? body : {};
  const data = Array.isArray(record.data) ? (record.data as T[]) : Array.isArray(body) ? (body as T[]) : [];
  const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    data,
    current_page: num(record.current_page, 1),
    total: num(record.total, data.length),
    rowsPerPage: num(record.rowsPerPage, data.length),
    has_more: record.has_more === true,
  };
}

/** Paging starts at 1; the next page is `current_page + 1` while `has_more` holds. */
export const FIRST_PAGE = 1;

export function nextPageParam(page: Pick<Page<unknown>, 'current_page' | 'has_more'>): number | undefined {
  return page.has_more ? page.current_page + 1 : undefined;
}

/** Warnings and message of a successful response, when it carries any. */
export function warningsOf(body: unknown): { message: string | null; warnings: string[] } | null {
  if (!isRecord(body) || !Array.isArray(body.warnings) || body.warnings.length === 0) return null;
  return {
    message: typeof body.message === 'string' && body.message !== '' ? body.message : null,
    warnings: body.warnings.map(String),
  };
}

/** A response's body: parsed JSON, the text when it is not JSON, nothing for 204 or an empty body. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
