import { describe, expect, it } from 'vitest';
import { hasFilters, NO_FILTERS, readListParams, writeListParams } from './list-params';

describe('ticket list URL parameters', () => {
  it('reads every filter, the sort, the page and the mode', () => {
    const state = readListParams(
      new URLSearchParams(
        'search=grieta&status=new,postponed&priority=urgent&origin=email,call&category_id=c1&responsible_id=none&applicant_id=u3' +
          '&created_from=2026-01-01&created_to=2026-02-01&field_id=f1&field_value=Sí&sortBy=created_at&descending=false&page=3&view=grid',
      ),
    );
    expect(state).toEqual({
      search: 'grieta',
      status: ['new', 'postponed'],
      priority: ['urgent'],
      origin: ['email', 'call'],
      category_id: 'c1',
      responsible_id: 'none',
      applicant_id: 'u3',
      created_from: '2026-01-01',
      created_to: '2026-02-01',
      field_id: 'f1',
      field_value: 'Sí',
      sortBy: 'created_at',
      descending: false,
      page: 3,
      view: 'grid',
    });
  });

  it('defaults to the newest number first, page 1 and the remembered mode; drops what it does not know', () => {
    const state = readListParams(new URLSearchParams('status=new,bogus&priority=meh&sortBy=colour&page=-2&view=table&created_from=yesterday&field_value=x'));
    expect(state).toEqual({ ...NO_FILTERS, status: ['new'], sortBy: 'number', descending: true, page: 1, view: null });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const state = { ...NO_FILTERS, status: ['pending' as const], responsible_id: 'none', sortBy: 'number' as const, descending: true, page: 1, view: null };
    expect(writeListParams(state).toString()).toBe('status=pending&responsible_id=none');
    const sorted = { ...state, sortBy: 'priority' as const, descending: true, page: 2, view: 'list' as const };
    const written = writeListParams(sorted);
    expect(written.toString()).toBe('status=pending&responsible_id=none&sortBy=priority&descending=true&page=2&view=list');
    expect(readListParams(written)).toEqual(sorted);
  });

  it('tells whether any filter is on', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, origin: ['call'] })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, field_id: 'f1' })).toBe(true);
  });
});
