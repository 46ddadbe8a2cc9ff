import { describe, expect, it } from 'vitest';
import { defaultQuery, lastDays, parseUsageParams, presetOf, rangeDays, rangeProblem, toUsageParams } from './usage-params';

// A Wednesday, in the browser's own time zone (the dashboard's days are the user's calendar days).
const today = new Date(2026, 2, 18);

describe('usage params', () => {
  it('defaults to the last 30 days by day, every project', () => {
    expect(defaultQuery(today)).toEqual({ from: '2026-02-17', to: '2026-03-18', granularity: 'day', project_id: null });
    expect(parseUsageParams(new URLSearchParams(), today)).toEqual(defaultQuery(today));
    expect(toUsageParams(defaultQuery(today), today).toString()).toBe('');
  });

  it('reads and writes a chosen range, the week and a project', () => {
    const params = new URLSearchParams('from=2026-01-05&to=2026-03-01&g=week&project=p1');
    const query = parseUsageParams(params, today);
    expect(query).toEqual({ from: '2026-01-05', to: '2026-03-01', granularity: 'week', project_id: 'p1' });
    expect(toUsageParams(query, today).toString()).toBe('from=2026-01-05&to=2026-03-01&g=week&project=p1');
  });

  it('ignores malformed or impossible dates', () => {
    const query = parseUsageParams(new URLSearchParams('from=2026-02-30&to=nope&g=month'), today);
    expect(query).toEqual(defaultQuery(today));
  });

  it('knows the quick ranges', () => {
    expect(lastDays(7, today)).toEqual({ from: '2026-03-12', to: '2026-03-18' });
    expect(presetOf(lastDays(90, today), today)).toBe(90);
    expect(presetOf({ from: '2026-03-01', to: '2026-03-18' }, today)).toBeNull();
  });

  it('counts days with both ends and refuses what the server would', () => {
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    // Across the spring daylight-saving change in many zones.
    expect(rangeDays({ from: '2026-03-01', to: '2026-04-30' })).toBe(61);
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2025-03-18', to: '2026-03-18' })).toBeNull();
    expect(rangeDays({ from: '2025-03-18', to: '2026-03-18' })).toBe(366);
    expect(rangeProblem({ from: '2025-03-17', to: '2026-03-18' })).toBe('tooLong');
  });
});
