/**
 * An OpenAPI document as a Postman Collection v2.1, built in the browser: one folder per tag, one request per
 * operation (`{{baseUrl}}` + the path with `:param` variables, its query parameters, a JSON body drawn from the
 * schema), and bearer authentication with `{{apiKey}}` for the whole collection. The few paths outside the API's
 * prefix (the browser's sign-in routes) hang from `{{origin}}` instead.
 */
import { groupsOf, resolveRef, type OpenApiDocument, type OperationEntry, type Parameter, type Schema } from './openapi';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

interface KeyValue {
  key: string;
  value: string;
  description?: string;
  disabled?: boolean;
  type?: string;
}

export interface PostmanRequest {
  name: string;
  request: {
    method: string;
    header: KeyValue[];
    url: { raw: string; host: string[]; path: string[]; query?: KeyValue[]; variable?: KeyValue[] };
    body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } } | { mode: 'formdata'; formdata: KeyValue[] };
    description?: string;
  };
}

export interface PostmanCollection {
  info: { name: string; description?: string; schema: string };
  auth: { type: 'bearer'; bearer: KeyValue[] };
  variable: KeyValue[];
  item: { name: string; description?: string; item: PostmanRequest[] }[];
}

export interface PostmanOptions {
  /** Where the API is served, e.g. `https://obra.example.com`. */
  origin: string;
  /** The prefix of the document's paths that `{{baseUrl}}` includes (`/api`): `{{baseUrl}}` is origin + prefix. */
  apiPrefix?: string;
}

/** How deep an example body goes before it gives up on a nested object (a "simple" body only). */
const MAX_DEPTH = 4;

/** An example value for a schema: its example, default or first enum value, else a blank of its type. */
export function exampleOf(doc: OpenApiDocument, raw: Schema | undefined, depth = 0): unknown {
  const schema = raw ? resolveRef<Schema>(doc, raw) : undefined;
  if (!schema || depth > MAX_DEPTH) return undefined;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as unknown;
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as unknown;
  const variants = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as Schema[] | undefined;
  if (Array.isArray(variants)) {
    if (schema.allOf) return Object.assign({}, ...variants.map((part) => exampleOf(doc, part, depth + 1) ?? {})) as unknown;
    const chosen = variants.find((variant) => resolveRef<Schema>(doc, variant)?.type !== 'null');
    return exampleOf(doc, chosen, depth + 1);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((name) => name !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, exampleOf(doc, property, depth + 1) ?? null]));
    }
    case 'array': {
      const item = exampleOf(doc, schema.items as Schema | undefined, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return stringExample(schema.format);
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

function stringExample(format: unknown): string {
  if (format === 'date') return '2025-01-31';
  if (format === 'date-time') return '2025-01-31T12:00:00Z';
  if (format === 'uuid') return '00000000-0000-0000-0000-000000000000';
  if (format === 'email') return 'name@example.com';
  return '';
}

/** A parameter's example as text for a URL: its example or default, else empty. */
function parameterValue(doc: OpenApiDocument, parameter: Parameter): string {
  const value = parameter.schema && ('example' in parameter.schema || 'default' in parameter.schema) ? exampleOf(doc, parameter.schema) : undefined;
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function bodyOf(doc: OpenApiDocument, entry: OperationEntry): PostmanRequest['request']['body'] {
  const content = entry.operation.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    const example = exampleOf(doc, json.schema);
    return { mode: 'raw', raw: JSON.stringify(example ?? {}, null, 2), options: { raw: { language: 'json' } } };
  }
  const form = content['multipart/form-data'];
  if (!form) return undefined;
  const schema = resolveRef<Schema>(doc, form.schema ?? {});
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const formdata = Object.entries(properties).map(([key, property]) => {
    const resolved = resolveRef<Schema>(doc, property);
    const file = resolved?.format === 'binary' || resolved?.contentMediaType !== undefined;
    return { key, value: '', type: file ? 'file' : 'text' };
  });
  return { mode: 'formdata', formdata };
}

const insidePrefix = (path: string, prefix: string) => prefix === '' || path.startsWith(`${prefix}/`);

function requestOf(doc: OpenApiDocument, entry: OperationEntry, options: PostmanOptions): PostmanRequest {
  const prefix = options.apiPrefix ?? '';
  const inside = insidePrefix(entry.path, prefix);
  const host = inside ? '{{baseUrl}}' : '{{origin}}';
  const relative = inside ? entry.path.slice(prefix.length) : entry.path;
  const segments = relative.split('/').filter(Boolean).map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const pathParameters = entry.parameters.filter((parameter) => parameter.in === 'path');
  const query = entry.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({ key: parameter.name, value: parameterValue(doc, parameter), description: parameter.description, disabled: parameter.required !== true }));
  const enabledQuery = query.filter((parameter) => !parameter.disabled);
  const queryText = enabledQuery.length > 0 ? `?${enabledQuery.map((parameter) => `${parameter.key}=${parameter.value}`).join('&')}` : '';
  const body = bodyOf(doc, entry);
  const header = [{ key: 'Accept', value: 'application/json' }, ...(body?.mode === 'raw' ? [{ key: 'Content-Type', value: 'application/json' }] : [])];
  return {
    name: entry.summary,
    request: {
      method: entry.method.toUpperCase(),
      header,
      url: {
        raw: `${host}/${segments.join('/')}${queryText}`,
        host: [host],
        path: segments,
        ...(query.length > 0 ? { query } : {}),
        ...(pathParameters.length > 0
          ? { variable: pathParameters.map((parameter) => ({ key: parameter.name, value: parameterValue(doc, parameter), description: parameter.description })) }
          : {}),
      },
      ...(body ? { body } : {}),
      ...(entry.operation.description ?? entry.operation.summary ? { description: entry.operation.description ?? entry.operation.summary } : {}),
    },
  };
}

/** The collection for a document; the addresses are the collection's variables, the API key is left for the user. */
export function toPostmanCollection(doc: OpenApiDocument, options: PostmanOptions): PostmanCollection {
  const prefix = options.apiPrefix ?? '';
  const outside = Object.keys(doc.paths).some((path) => !insidePrefix(path, prefix));
  return {
    info: { name: doc.info.title, description: doc.info.description, schema: POSTMAN_SCHEMA },
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] },
    variable: [
      { key: 'baseUrl', value: `${options.origin}${prefix}` },
      ...(outside ? [{ key: 'origin', value: options.origin }] : []),
      { key: 'apiKey', value: '' },
    ],
    item: groupsOf(doc).map((group) => ({
      name: group.tag,
      ...(group.description ? { description: group.description } : {}),
      item: group.operations.map((entry) => requestOf(doc, entry, options)),
    })),
  };
}
