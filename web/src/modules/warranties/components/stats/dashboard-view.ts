/** The after-sales half of the dashboard has two views, each at its own address under `/warranties/dashboard`. */
export type DashboardView = 'solicitudes' | 'eficiencia';

export const DASHBOARD_VIEWS: readonly DashboardView[] = ['solicitudes', 'eficiencia'];

/** The view of the rest of the path after `dashboard/`: none is `solicitudes`; anything else is not a view (null). */
export function dashboardViewOf(rest: string | undefined): DashboardView | null {
  const segment = (rest ?? '').replace(/\/+$/, '');
  if (segment === '') return 'solicitudes';
  return DASHBOARD_VIEWS.find((view) => view === segment) ?? null;
}

export const dashboardViewPath = (view: DashboardView) => `/warranties/dashboard/${view}`;
