import { readString, storageKeys, writeString } from '@/lib/storage';
import type { ModuleAccessLevel } from '@/lib/session';
import { lockedEntry } from '../guards/access';
import { matchesSubRoute, splitPath } from './route-match';
import type { ModuleRoute } from './route-types';

/**
 * Each module remembers the last sub-route visited (SPEC §2) in localStorage `{module}_last_route`,
 * relative to the module and with its query string, and reopens it when the module is entered again.
 */
export function rememberRoute(route: ModuleRoute, relativePath: string, search = ''): void {
  const path = splitPath(relativePath).join('/');
  if (!matchesSubRoute(route.subRoutes, path)) return;
  writeString(storageKeys.lastRoute(route.key), `${path}${search}`);
}

export function lastRoute(route: ModuleRoute): string | null {
  const stored = readString(storageKeys.lastRoute(route.key));
  if (!stored) return null;
  const [path = ''] = stored.split('?');
  // A route the table no longer knows (renamed screen, hand-edited storage) is ignored.
  return matchesSubRoute(route.subRoutes, path) ? stored : null;
}

/** Absolute path to open when entering a module without a sub-route. */
export function entryPath(route: ModuleRoute, access: ModuleAccessLevel = 'granted'): string {
  if (access === 'plan') return `${route.path}/${lockedEntry(route)}`;
  return `${route.path}/${lastRoute(route) ?? route.defaultRoute}`;
}
