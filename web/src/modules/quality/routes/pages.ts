import { lazyPage } from '@/lib/lazy-page';
import type { RouteStart } from '@/lib/route-preload';
import { ganttQueryOptions } from '../api/gantt-get';
import { loadChart } from '../components/gantt/load-chart';

// Each view is a chunk of its own, loaded on first visit: opening the Gantt never evaluates the list's code.
export const ActivitiesPage = lazyPage(async () => ({ default: (await import('./activities-page')).ActivitiesPage }));
export const GanttPage = lazyPage(async () => ({ default: (await import('./gantt-page')).GanttPage }));
export const QualityBimPage = lazyPage(async () => ({ default: (await import('./bim-page')).QualityBimPage }));

/**
 * The chunks of the module's screen at `relative` (`gantt`, `construction-progress/list`…), for the start-up; for the
 * Gantt also the active project's schedule, asked for as soon as the session names the project.
 */
export function preloadRoute(relative: string, start?: RouteStart): Promise<unknown> {
  const segments = relative.split('/').filter((segment) => segment !== '');
  const view = segments[0] === 'construction-progress' ? segments[1] : segments[0];
  if (view === 'gantt') {
    if (start) {
      void start.session.then((me) => (me?.active_project_id ? start.queryClient.query(ganttQueryOptions(me.active_project_id)) : undefined)).catch(() => undefined);
    }
    return Promise.all([GanttPage.preload(), loadChart()]);
  }
  if (view === 'list') return ActivitiesPage.preload();
  if (view === 'bim') return QualityBimPage.preload();
  return Promise.resolve();
}
