import { describe, expect, it } from 'vitest';
import type { UsageOut } from '../api/types';
import { actionRows, actionTotals, activitySeries, hasActivity, moduleBars } from './usage-series';

const usage: UsageOut = {
  from: '2026-03-02',
  to: '2026-03-04',
  granularity: 'day',
  totals: { active_users: 3, sessions: 4, actions: 19 },
  series: [
    { period: '2026-03-03', active_users: 2, sessions: 2, actions: 10 },
    { period: '2026-03-02', active_users: 1, sessions: 1, actions: 9 },
    { period: '2026-03-04', active_users: 0, sessions: 0, actions: 0 },
  ],
  modules: [
    { module: 'cbox', actions: 4, users: 1 },
    { module: 'concrete', actions: 12, users: 2 },
    { module: 'billing', actions: 0, users: 0 },
    { module: 'api', actions: 4, users: 1 },
  ],
  actions: [
    { module: 'cbox', action: 'view', count: 3 },
    { module: 'concrete', action: 'view', count: 8 },
    { module: 'concrete', action: 'create', count: 3 },
    { module: 'cbox', action: 'delete', count: 1 },
    { module: 'concrete', action: 'edit', count: 1 },
    { module: 'api', action: 'view', count: 4 },
  ],
  projects: [],
};

describe('usage series', () => {
  it('puts the periods in order with users and sessions', () => {
    expect(activitySeries(usage)).toEqual({
      periods: ['2026-03-02', '2026-03-03', '2026-03-04'],
      activeUsers: [1, 2, 0],
      sessions: [1, 2, 0],
    });
  });

  it('ranks the used modules by actions, ties by key', () => {
    expect(moduleBars(usage).map((bar) => [bar.module, bar.actions])).toEqual([
      ['concrete', 12],
      ['api', 4],
      ['cbox', 4],
    ]);
  });

  it('pivots the actions by module and kind, in the chart’s order', () => {
    const rows = actionRows(usage);
    expect(rows).toEqual([
      { module: 'concrete', view: 8, create: 3, edit: 1, delete: 0, total: 12 },
      { module: 'api', view: 4, create: 0, edit: 0, delete: 0, total: 4 },
      { module: 'cbox', view: 3, create: 0, edit: 0, delete: 1, total: 4 },
    ]);
    expect(actionTotals(rows)).toEqual({ view: 15, create: 3, edit: 1, delete: 1, total: 20 });
  });

  it('skips an action kind it does not know', () => {
    const odd = { ...usage, actions: [{ module: 'cbox', action: 'share' as never, count: 2 }] };
    expect(actionRows(odd)).toEqual([]);
  });

  it('tells an empty range', () => {
    expect(hasActivity(usage)).toBe(true);
    expect(hasActivity({ totals: { active_users: 0, sessions: 0, actions: 0 } })).toBe(false);
  });
});
