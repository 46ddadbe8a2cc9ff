/**
 * The Gantt chart's chunk (SVAR and its styles). Asked for by the module as soon as a Gantt route renders, beside the
 * page's own chunk and the schedule, so the three downloads overlap instead of following one another.
 */
export const loadChart = () => import('./gantt-chart');
