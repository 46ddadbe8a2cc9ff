import { describe, expect, it } from 'vitest';
import { fillPath, toSearchParams, withQuery } from './params';

describe('GET parameter flattening', () => {
  it('joins arrays with commas and skips null and undefined', () => {
    const params = toSearchParams({ ids: [1, 2, 3], status: ['A', 'P'], empty: null, missing: undefined, search: 'torre' });
    expect(params.toString()).toBe('ids=1%2C2%2C3&status=A%2CP&search=torre');
    expect(params.get('ids')).toBe('1,2,3');
    expect(params.has('empty')).toBe(false);
    expect(params.has('missing')).toBe(false);
  });

  it('writes booleans, numbers and dates as text', () => {
    const params = toSearchParams({ descending: false, page: 2, from: new Date('2026-01-02T03:04:05.000Z') });
    expect(params.get('descending')).toBe('false');
    expect(params.get('page')).toBe('2');
    expect(params.get('from')).toBe('2026-01-02T03:04:05.000Z');
  });

  it('drops null items inside arrays', () => {
    expect(toSearchParams({ ids: ['a', null, 'b'] }).get('ids')).toBe('a,b');
  });

  it('appends to a path that already has a query', () => {
    expect(withQuery('/api/v1/api.php?path=/me', new URLSearchParams({ page: '1' }))).toBe('/api/v1/api.php?path=/me&page=1');
    expect(withQuery('/api/me', new URLSearchParams())).toBe('/api/me');
  });
});

describe('path placeholders', () => {
  it('fills {name} and :name from the payload and removes the used keys', () => {
    const { path, rest } = fillPath('/api/projects/{projectId}/units/:unitId', { projectId: 'p1', unitId: 7, page: 1 });
    expect(path).toBe('/api/projects/p1/units/7');
    expect(rest).toEqual({ page: 1 });
  });

  it('leaves a placeholder without value untouched', () => {
    expect(fillPath('/api/x/{id}', {}).path).toBe('/api/x/{id}');
  });
});
