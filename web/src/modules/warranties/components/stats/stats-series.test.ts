import { describe, expect, it } from 'vitest';
import { statsOut } from '../../test/stats-fixtures';
import { dashboardViewOf } from './dashboard-view';
import { formatNumber, formatPercent, formatWeekTick } from './stats-format';
import { ageHref, ageRows, countRows, liveCount, ordersRows, originRows, share, statusRows, weekSeries } from './stats-series';

describe('statistics series', () => {
  it('lists every status N A P P F, absent ones as 0, each in its badge colour', () => {
    expect(statusRows(statsOut()).map((row) => [row.key, row.value, row.color])).toEqual([
      ['new', 1, 'blue'],
      ['open', 0, 'teal'],
      ['pending', 1, 'yellow'],
      ['postponed', 0, 'grape'],
      ['finished', 1, 'gray'],
    ]);
    expect(liveCount(statsOut())).toBe(2);
  });

  it('keeps the age buckets youngest first, each linking to the requests list filtered by it', () => {
    const rows = ageRows(statsOut({ by_age: [{ name: 'gt45', count: 4 }, { name: 'lt1', count: 1 }] }));
    expect(rows.map((row) => [row.key, row.value, row.href])).toEqual([
      ['lt1', 1, '/warranties/solicitudes?age=lt1'],
      ['d1_15', 0, '/warranties/solicitudes?age=d1_15'],
      ['d16_30', 0, '/warranties/solicitudes?age=d16_30'],
      ['d31_45', 0, '/warranties/solicitudes?age=d31_45'],
      ['gt45', 4, '/warranties/solicitudes?age=gt45'],
    ]);
    expect(ageHref('d16_30')).toBe('/warranties/solicitudes?age=d16_30');
  });

  it('puts the origins in the forms’ order and an unknown one last, with its count', () => {
    const rows = originRows(statsOut({ by_origin: { call: 2, fax: 1, email: 1 } }));
    expect(rows.map((row) => `${row.key}:${row.value}`)).toEqual(['delivery_act:0', 'mobile_app:0', 'owners_pwa:0', 'owners_web:0', 'email:1', 'call:2', 'fax:1']);
  });

  it('keeps the server’s ranking of failures and names them as it does', () => {
    expect(countRows(statsOut().failures_by_place)).toEqual([
      { key: 'Baño', value: 2, color: 'orange' },
      { key: 'Cocina', value: 1, color: 'orange' },
    ]);
  });

  it('splits the orders into on time, late and open', () => {
    expect(ordersRows({ total: 6, on_time: 3, late: 2, open: 1 }).map((row) => [row.key, row.value])).toEqual([
      ['on_time', 3],
      ['late', 2],
      ['open', 1],
    ]);
  });

  it('fills the weeks without requests between the first and the last, oldest first', () => {
    const series = weekSeries([
      { week: '2026-11-16', created: 1, finished: 1 },
      { week: '2026-10-26', created: 2, finished: 0 },
    ]);
    expect(series).toEqual([
      { week: '2026-10-26', created: 2, finished: 0 },
      { week: '2026-11-02', created: 0, finished: 0 },
      { week: '2026-11-09', created: 0, finished: 0 },
      { week: '2026-11-16', created: 1, finished: 1 },
    ]);
    expect(weekSeries([])).toEqual([]);
  });

  it('crosses a change of year and of daylight saving time a week at a time', () => {
    const series = weekSeries([
      { week: '2026-12-28', created: 1, finished: 0 },
      { week: '2027-01-11', created: 1, finished: 0 },
    ]);
    expect(series.map((week) => week.week)).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
    expect(weekSeries([{ week: '2026-03-30', created: 1, finished: 0 }, { week: '2026-04-13', created: 1, finished: 0 }]).map((w) => w.week)).toEqual([
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
    ]);
  });

  it('gives no share of nothing', () => {
    expect(share(1, 4)).toBe(0.25);
    expect(share(0, 0)).toBeNull();
  });
});

describe('statistics formats', () => {
  it('writes numbers, shares and weeks in the user’s language', () => {
    expect(formatNumber(3.5, 'es')).toBe('3,5');
    expect(formatNumber(12, 'pt-BR')).toBe('12');
    expect(formatPercent(0.25, 'es')).toMatch(/^25\s?%$/);
    expect(formatWeekTick('2026-11-02', 'es')).toBe('2 nov');
    expect(formatWeekTick('bad', 'es')).toBe('bad');
  });
});

describe('dashboard views', () => {
  it('reads the view from the rest of the path; nothing is solicitudes, anything else is no view', () => {
    expect(dashboardViewOf(undefined)).toBe('solicitudes');
    expect(dashboardViewOf('')).toBe('solicitudes');
    expect(dashboardViewOf('solicitudes')).toBe('solicitudes');
    expect(dashboardViewOf('eficiencia/')).toBe('eficiencia');
    expect(dashboardViewOf('otra')).toBeNull();
  });
});
