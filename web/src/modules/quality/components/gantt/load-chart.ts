import { lazyPage } from '@/lib/lazy-page';

/**
 * The Gantt chart (SVAR and its styles) as a chunk of its own. Asked for by the module as soon as a Gantt route
 * renders (and by the start-up for a Gantt URL), beside the page's own chunk and the schedule, so the downloads
 * overlap instead of following one another, and the chart renders without a loader once they are in.
 */
export const GanttChart = lazyPage(() => import('./gantt-chart'));

export const loadChart = () => GanttChart.preload();
