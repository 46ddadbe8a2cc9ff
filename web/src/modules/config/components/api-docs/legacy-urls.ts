/**
 * The two addresses of one GET: API v2 (`/api/x/y?…`) and API v1 (`/api/v1/api.php?path=/x/y&…`), which the server
 * dispatches to the same handler (crates/app/src/http/legacy.rs).
 */
import type { OperationEntry } from './openapi';

export type ParamValues = Record<string, string>;

/** The document's paths carry the `/api` prefix that both versions share. */
const API_PREFIX = '/api';

/** The path with each `{name}` filled (encoded) from `values`; an empty value leaves the placeholder. */
export function fillPath(path: string, values: ParamValues): string {
  return path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => (values[name] ? encodeURIComponent(values[name]) : placeholder));
}

/** The query parameters of `entry` that have a value, in the document's order. */
function queryOf(entry: OperationEntry, values: ParamValues): [string, string][] {
  return entry.parameters.filter((parameter) => parameter.in === 'query' && (values[parameter.name] ?? '') !== '').map((parameter) => [parameter.name, values[parameter.name] ?? '']);
}

/** The path after `/api`, as v1's `path` parameter names it. */
export function apiPath(entry: OperationEntry, values: ParamValues): string {
  const filled = fillPath(entry.path, values);
  return filled.startsWith(`${API_PREFIX}/`) ? filled.slice(API_PREFIX.length) : filled;
}

export function v2Url(origin: string, entry: OperationEntry, values: ParamValues): string {
  const query = new URLSearchParams(queryOf(entry, values)).toString();
  return `${origin}${API_PREFIX}${apiPath(entry, values)}${query ? `?${query}` : ''}`;
}

export function v1Url(origin: string, entry: OperationEntry, values: ParamValues): string {
  // Slashes stay readable in `path=`; every other reserved character is encoded as a query value must be.
  const path = encodeURIComponent(apiPath(entry, values)).replace(/%2F/g, '/');
  const rest = new URLSearchParams(queryOf(entry, values)).toString();
  return `${origin}${API_PREFIX}/v1/api.php?path=${path}${rest ? `&${rest}` : ''}`;
}

/** Whether every path parameter has a value (a request with a placeholder left cannot be sent). */
export function isComplete(entry: OperationEntry, values: ParamValues): boolean {
  return entry.parameters.filter((parameter) => parameter.in === 'path').every((parameter) => (values[parameter.name] ?? '').trim() !== '');
}
