/**
 * The few parts of an OpenAPI 3.1 document the API screens read: its tags and operations (grouped as the reference's
 * navigation shows them) and a copy of the document cut down to one tag or one operation for the renderer.
 */

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  [extension: string]: unknown;
}

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof METHODS)[number];

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: Parameter[]; [key: string]: unknown };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; [key: string]: unknown };
  paths: Record<string, PathItem>;
  tags?: { name: string; description?: string }[];
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

/** One operation as the navigation and the v1 form list it. */
export interface OperationEntry {
  id: string;
  tag: string;
  method: HttpMethod;
  path: string;
  summary: string;
  operation: Operation;
  /** The path item's own parameters followed by the operation's (which win on the same name and place). */
  parameters: Parameter[];
}

export interface OperationGroup {
  tag: string;
  description?: string;
  operations: OperationEntry[];
}

/** The first non-empty line of a summary or description. */
export function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n').map((line) => line.trim()).find((line) => line !== '') ?? '';
}

function mergeParameters(shared: Parameter[] = [], own: Parameter[] = []): Parameter[] {
  const key = (parameter: Parameter) => `${parameter.in}:${parameter.name}`;
  const owned = new Set(own.map(key));
  return [...shared.filter((parameter) => !owned.has(key(parameter))), ...own];
}

/** Every operation of the document, in the document's order; an untagged one counts under `default`. */
export function operationsOf(doc: OpenApiDocument): OperationEntry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      return [
        {
          id: operation.operationId ?? `${method}_${path}`,
          tag: operation.tags?.[0] ?? 'default',
          method,
          path,
          summary: firstLine(operation.summary) || firstLine(operation.description) || `${method.toUpperCase()} ${path}`,
          operation,
          parameters: mergeParameters(item.parameters, operation.parameters),
        },
      ];
    }),
  );
}

/** The tags in the document's order (then any tag it uses without declaring), each with its operations. */
export function groupsOf(doc: OpenApiDocument): OperationGroup[] {
  const operations = operationsOf(doc);
  const declared = (doc.tags ?? []).map((tag) => tag.name);
  const names = [...new Set([...declared, ...operations.map((entry) => entry.tag)])];
  return names
    .map((tag) => ({
      tag,
      description: doc.tags?.find((declaredTag) => declaredTag.name === tag)?.description,
      operations: operations.filter((entry) => entry.tag === tag),
    }))
    .filter((group) => group.operations.length > 0);
}

/** Every `#/components/<kind>/<name>` that `root` reaches, following references inside the components too. */
function reachableComponents(doc: OpenApiDocument, root: unknown): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/') && !seen.has(child)) {
        seen.add(child);
        const [, , kind = '', name = ''] = child.split('/');
        visit(doc.components?.[kind]?.[decodeURIComponent(name)]);
      } else {
        visit(child);
      }
    }
  };
  visit(root);
  return seen;
}

/**
 * The document with only the operations of `tag` (`operationId` `all`: the whole tag, otherwise that one operation),
 * that tag, and the components they reach: the renderer gets a few paths instead of some 260.
 */
export function filterDocument(doc: OpenApiDocument, tag: string, operationId: string): OpenApiDocument {
  const kept = operationsOf(doc).filter((entry) => entry.tag === tag && (operationId === 'all' || entry.id === operationId));
  const paths: Record<string, PathItem> = {};
  for (const entry of kept) {
    const item = (paths[entry.path] ??= {});
    item[entry.method] = entry.operation;
    const shared = doc.paths[entry.path]?.parameters;
    if (shared) item.parameters = shared;
  }
  const used = reachableComponents(doc, paths);
  const components: NonNullable<OpenApiDocument['components']> = {};
  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    if (kind === 'securitySchemes') {
      components[kind] = entries;
      continue;
    }
    const keptEntries = Object.entries(entries ?? {}).filter(([name]) => used.has(`#/components/${kind}/${encodeURIComponent(name)}`) || used.has(`#/components/${kind}/${name}`));
    if (keptEntries.length > 0) components[kind] = Object.fromEntries(keptEntries);
  }
  return { ...doc, paths, tags: (doc.tags ?? []).filter((declared) => declared.name === tag), components };
}

/** Follows a local `$ref` (`#/components/schemas/X`) to what it names; anything else comes back as it is. */
export function resolveRef<T>(doc: OpenApiDocument, value: T | { $ref: string }): T | undefined {
  if (value === null || typeof value !== 'object' || !('$ref' in value) || typeof value.$ref !== 'string') return value as T;
  const [hash, ...parts] = value.$ref.split('/');
  if (hash !== '#') return undefined;
  let current: unknown = doc;
  for (const part of parts) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'))];
  }
  return current as T | undefined;
}
