/**
 * GET payloads travel as query parameters (SPEC §7): arrays comma-joined, null/undefined skipped,
 * booleans and numbers as text, dates as ISO strings, nested objects as JSON.
 */
export type Payload = Record<string, unknown>;

function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined).map((item) => toParam(item) ?? '');
    return items.join(',');
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}

export function toSearchParams(payload: Payload = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    const param = toParam(value);
    if (param !== null) params.append(key, param);
  }
  return params;
}

/**
 * Fills `{name}` and `:name` placeholders of a path from the payload, returning the path and the payload
 * without the consumed keys (SPEC §7: placeholders come from the payload and the project parameters).
 */
export function fillPath(path: string, payload: Payload = {}): { path: string; rest: Payload } {
  const used = new Set<string>();
  const filled = path.replace(/\{(\w+)\}|:(\w+)/g, (match, braced: string | undefined, colon: string | undefined) => {
    const key = braced ?? colon ?? '';
    const value = payload[key];
    if (value === null || value === undefined) return match;
    used.add(key);
    return encodeURIComponent(toParam(value) ?? '');
  });
  const rest = Object.fromEntries(Object.entries(payload).filter(([key]) => !used.has(key)));
  return { path: filled, rest };
}

export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
