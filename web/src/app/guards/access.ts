import type { Me, ModuleAccessLevel } from '@/lib/session';
import { matchesSubRoute, splitPath } from '../routes/route-match';
import type { ModuleRoute } from '../routes/route-types';

/**
 * How far the user may enter a module. The server computes it per module in `me.modules` (plan first,
 * then profile); a module it does not list is decided from the permission keys (any one suffices).
 */
export function moduleAccess(route: ModuleRoute, me: Pick<Me, 'modules' | 'permissions'>): ModuleAccessLevel {
  if (route.permissions.length === 0) return 'granted';
  const listed = me.modules.find((entry) => entry.module === route.key);
  if (listed) return listed.access;
  return route.permissions.some((key) => me.permissions.includes(key)) ? 'granted' : 'profile';
}

export type ModuleDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

/** Where the landing/activation page of a module lives. */
export function lockedEntry(route: ModuleRoute): string {
  return route.activation?.path ?? 'landing';
}

/**
 * Decides what a module URL shows: `relativePath` is the part after the module path ('' for the module
 * root, which is handled by last-route memory before this is called).
 */
export function decideModuleRoute(route: ModuleRoute, access: ModuleAccessLevel, relativePath: string): ModuleDecision {
  if (access === 'profile') return { kind: 'forbidden' };
  const segments = splitPath(relativePath);
  if (access === 'plan') {
    const entry = lockedEntry(route);
    return segments.join('/') === entry ? { kind: 'render' } : { kind: 'redirect', to: `${route.path}/${entry}` };
  }
  return matchesSubRoute(route.subRoutes, relativePath) ? { kind: 'render' } : { kind: 'not-found' };
}

/** Modules visible in the sidebar: profile-locked ones are hidden, plan-locked ones shown with a lock. */
export function sidebarEntries(routes: readonly ModuleRoute[], me: Pick<Me, 'modules' | 'permissions'>) {
  return routes
    .map((route) => ({ route, access: moduleAccess(route, me) }))
    .filter((entry) => entry.access !== 'profile');
}
