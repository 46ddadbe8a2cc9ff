import type { RouteStart } from '@/lib/route-preload';
import { BASENAME } from '../router';
import { modulePages, shellModulePages } from './module-pages';
import { moduleRoutes } from './route-table';

/**
 * Loads the chunks of the screen at `pathname` (`/app/quality/gantt`): its module's, then whatever the module's
 * `preloadRoute` names for the rest of the path (its page, a chart), which may also ask for the screen's data once the
 * session is known. Run at start-up beside the session check, so the first render finds them loaded and shows the
 * screen without a loader in between. Failures are left to the render.
 */
export async function preloadRoute(pathname: string, start: RouteStart): Promise<void> {
  const path = pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
  const route = moduleRoutes.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));
  if (!route) return;
  const page = route.key === 'home' || route.key === 'config' ? shellModulePages[route.key] : modulePages[route.key];
  try {
    const module = await page.preload();
    const more = module.preloadRoute;
    if (typeof more === 'function') await (more as (relative: string, start: RouteStart) => Promise<unknown>)(path.slice(route.path.length + 1), start);
  } catch {
    // The render loads it again and shows the failure where it belongs.
  }
}
