import { describe, expect, it } from 'vitest';
import { NO_FILTERS, hasFilters, parseRequestsQuery, toRequestsParams } from './use-requests-params';

describe('requests list parameters', () => {
  it('read the defaults from an empty URL: newest first, page 1, no filter', () => {
    expect(parseRequestsQuery(new URLSearchParams())).toEqual({ ...NO_FILTERS, page: 1, sortBy: 'number', descending: true });
    expect(toRequestsParams(parseRequestsQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('keep only known statuses, origins, age buckets and sort keys', () => {
    const query = parseRequestsQuery(new URLSearchParams('status=open,bogus,new&origin=call,fax&age=d16_30&sort=priority&asc=1&page=3&responsible=u1'));
    expect(query).toMatchObject({ status: ['new', 'open'], origin: ['call'], age: 'd16_30', sortBy: 'priority', descending: false, page: 3, responsible_id: 'u1' });
    expect(parseRequestsQuery(new URLSearchParams('age=old&sort=unit&page=-2')).age).toBeNull();
    expect(parseRequestsQuery(new URLSearchParams('sort=unit')).sortBy).toBe('number');
  });

  it('round-trip through the URL', () => {
    const params = 'search=gotera&status=new%2Cpending&origin=email&age=gt45&responsible=u2&page=2&sort=created_at&asc=1';
    expect(toRequestsParams(parseRequestsQuery(new URLSearchParams(params))).toString()).toBe(params);
  });

  it('tell when a filter is on', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, age: 'lt1' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, origin: ['call'] })).toBe(true);
  });
});
