import { describe, expect, it } from 'vitest';
import { statsExportPath, statsParams } from '../../api/stats/keys';
import { hasDateFilter, isReversed, parseStatsParams, toStatsParams } from './use-stats-params';

describe('statistics filters in the address', () => {
  it('reads a period and the scope, and ignores what is not a day', () => {
    expect(parseStatsParams(new URLSearchParams('from=2026-01-01&to=2026-03-31&all=1'))).toEqual({ from: '2026-01-01', to: '2026-03-31', all_projects: true });
    expect(parseStatsParams(new URLSearchParams('from=ayer&to=&all=yes'))).toEqual({ from: null, to: null, all_projects: false });
  });

  it('writes only what is set, and reads back the same query', () => {
    const query = { from: '2026-02-01', to: null, all_projects: true };
    expect(toStatsParams(query).toString()).toBe('from=2026-02-01&all=1');
    expect(parseStatsParams(toStatsParams(query))).toEqual(query);
    expect(toStatsParams({ from: null, to: null, all_projects: false }).toString()).toBe('');
  });

  it('knows a reversed range and a date filter', () => {
    expect(isReversed({ from: '2026-03-01', to: '2026-02-01', all_projects: false })).toBe(true);
    expect(isReversed({ from: '2026-03-01', to: '2026-03-01', all_projects: false })).toBe(false);
    expect(isReversed({ from: null, to: '2026-02-01', all_projects: false })).toBe(false);
    expect(hasDateFilter({ from: null, to: null, all_projects: true })).toBe(false);
    expect(hasDateFilter({ from: null, to: '2026-02-01', all_projects: false })).toBe(true);
  });
});

describe('statistics query parameters', () => {
  it('sends the bounds that are set and all_projects only when asked', () => {
    expect(statsParams({ from: '2026-01-01', to: null, all_projects: false })).toEqual({ from: '2026-01-01', to: undefined, all_projects: undefined });
    expect(statsParams({ from: null, to: '2026-01-31', all_projects: true })).toEqual({ from: undefined, to: '2026-01-31', all_projects: true });
  });

  it('exports with the same query as the figures, for the active project', () => {
    expect(statsExportPath({ from: '2026-01-01', to: '2026-01-31', all_projects: true }, 'proj-1')).toBe(
      '/api/warranties/stats/export?from=2026-01-01&to=2026-01-31&all_projects=true&projectId=proj-1',
    );
    expect(statsExportPath({ from: null, to: null, all_projects: false }, 'proj 2')).toBe('/api/warranties/stats/export?projectId=proj+2');
    expect(statsExportPath({ from: null, to: null, all_projects: false }, null)).toBe('/api/warranties/stats/export');
  });
});
