import { lazyPage } from '@/lib/lazy-page';
import { loadChart } from '../components/gantt/load-chart';

// Each view is a chunk of its own, loaded on first visit: opening the Gantt never evaluates the list's code.
export const ActivitiesPage = lazyPage(async () => ({ default: (await import('./activities-page')).ActivitiesPage }));
export const GanttPage = lazyPage(async () => ({ default: (await import('./gantt-page')).GanttPage }));
export const QualityBimPage = lazyPage(async () => ({ default: (await import('./bim-page')).QualityBimPage }));

/** The chunks of the module's screen at `relative` (`gantt`, `construction-progress/list`…), for the start-up. */
export function preloadRoute(relative: string): Promise<unknown> {
  const segments = relative.split('/').filter((segment) => segment !== '');
  const view = segments[0] === 'construction-progress' ? segments[1] : segments[0];
  if (view === 'gantt') return Promise.all([GanttPage.preload(), loadChart()]);
  if (view === 'list') return ActivitiesPage.preload();
  if (view === 'bim') return QualityBimPage.preload();
  return Promise.resolve();
}
