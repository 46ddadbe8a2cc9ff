import type { SubRoute } from './route-types';

/**
 * Matching of SPEC-style sub-route patterns against a path relative to the module (`ficha/12/revision`).
 * Supports `:param`, optional `:param?` and in-segment placeholders such as `{product}Resources`.
 */
function segmentMatches(pattern: string, segment: string): boolean {
  if (pattern.startsWith(':')) return segment !== '';
  if (pattern.includes('{')) {
    const source = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    return new RegExp(`^${source}$`).test(segment);
  }
  return pattern === segment;
}

function patternMatches(pattern: string[], segments: string[]): boolean {
  if (pattern.length === 0) return segments.length === 0;
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  if (head.endsWith('?')) {
    // Optional parameter: either it consumes one segment or it is absent.
    const required = head.slice(0, -1);
    const [first, ...others] = segments;
    if (first !== undefined && segmentMatches(required, first) && patternMatches(rest, others)) return true;
    return patternMatches(rest, segments);
  }
  const [first, ...others] = segments;
  return first !== undefined && segmentMatches(head, first) && patternMatches(rest, others);
}

/** All full patterns of a sub-route tree (a parent alone is a valid route too). */
export function flattenPatterns(routes: readonly SubRoute[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const full = prefix ? `${prefix}/${route.path}` : route.path;
    return [full, ...flattenPatterns(route.children ?? [], full)];
  });
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function matchesSubRoute(routes: readonly SubRoute[], relativePath: string): boolean {
  const segments = splitPath(relativePath);
  if (segments.length === 0) return false;
  return flattenPatterns(routes).some((pattern) => patternMatches(splitPath(pattern), segments));
}
