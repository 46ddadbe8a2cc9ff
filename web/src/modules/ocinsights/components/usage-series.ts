/**
 * From the server's figures (`UsageOut`) to what the charts and tables show: the activity over time, the modules
 * ranked by use, and the actions of each module by kind. Pure, so it is tested on its own; the components translate
 * the labels.
 */
import { ACTION_KINDS, isActionKind, type Granularity, type UsageActionKind, type UsageOut } from '../api/types';

export interface ActivitySeries {
  /** The periods' first days (`YYYY-MM-DD`), oldest first. */
  periods: string[];
  activeUsers: number[];
  sessions: number[];
}

/** Users and sessions per period, oldest first (the server lists every period, zeros included). */
export function activitySeries(usage: Pick<UsageOut, 'series'>): ActivitySeries {
  const series = [...usage.series].sort((a, b) => a.period.localeCompare(b.period));
  return {
    periods: series.map((point) => point.period),
    activeUsers: series.map((point) => point.active_users),
    sessions: series.map((point) => point.sessions),
  };
}

export interface ModuleBar {
  module: string;
  actions: number;
  users: number;
}

/** Modules that were used, most actions first (ties by name, so the order is stable). */
export function moduleBars(usage: Pick<UsageOut, 'modules'>): ModuleBar[] {
  return usage.modules
    .filter((entry) => entry.actions > 0)
    .map(({ module, actions, users }) => ({ module, actions, users }))
    .sort((a, b) => b.actions - a.actions || a.module.localeCompare(b.module));
}

export type ActionCounts = Record<UsageActionKind, number>;

export interface ModuleActionsRow extends ActionCounts {
  module: string;
  total: number;
}

const noActions = (): ActionCounts => ({ view: 0, create: 0, edit: 0, delete: 0 });

/** One row per module with its views, creations, edits and deletions, in the modules chart's order. */
export function actionRows(usage: Pick<UsageOut, 'actions' | 'modules'>): ModuleActionsRow[] {
  const rows = new Map<string, ModuleActionsRow>();
  for (const { module, action, count } of usage.actions) {
    if (!isActionKind(action)) continue;
    const row = rows.get(module) ?? { module, total: 0, ...noActions() };
    row[action] += count;
    row.total += count;
    rows.set(module, row);
  }
  const order = moduleBars(usage).map((bar) => bar.module);
  const rank = (module: string) => {
    const index = order.indexOf(module);
    return index === -1 ? order.length : index;
  };
  return [...rows.values()]
    .filter((row) => row.total > 0)
    .sort((a, b) => rank(a.module) - rank(b.module) || b.total - a.total || a.module.localeCompare(b.module));
}

/** The column totals of the actions table. */
export function actionTotals(rows: readonly ModuleActionsRow[]): ActionCounts & { total: number } {
  const totals = { ...noActions(), total: 0 };
  for (const row of rows) {
    for (const kind of ACTION_KINDS) totals[kind] += row[kind];
    totals.total += row.total;
  }
  return totals;
}

/** The answer's grouping (anything but `week` is by day). */
export const granularityOf = (usage: Pick<UsageOut, 'granularity'>): Granularity => (usage.granularity === 'week' ? 'week' : 'day');

/** Nothing happened in the range: the dashboard shows its empty state instead of flat lines. */
export const hasActivity = (usage: Pick<UsageOut, 'totals'>) => usage.totals.actions > 0 || usage.totals.sessions > 0;
