import { describe, expect, it } from 'vitest';
import { withChannel, replaceSetting, settingModules } from '../../api/notification-setting-state';
import { filtersFromParams, filtersToParams, toReceivedQuery, withFilter } from './received-filters';

describe('received notifications filters', () => {
  it('reads the address, ignoring what it does not know', () => {
    expect(filtersFromParams(new URLSearchParams('module=cbox&status=unread&page=3'))).toEqual({ module: 'cbox', status: 'unread', page: 3 });
    expect(filtersFromParams(new URLSearchParams('status=maybe&page=-2&module='))).toEqual({ module: null, status: 'all', page: 1 });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({ module: null, status: 'all', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToParams({ module: null, status: 'all', page: 1 }).toString()).toBe('');
    expect(filtersToParams({ module: 'home', status: 'read', page: 2 }).toString()).toBe('module=home&status=read&page=2');
  });

  it('turns the filters into the query of GET /api/notifications', () => {
    expect(toReceivedQuery({ module: null, status: 'all', page: 1 })).toEqual({ page: 1, rowsPerPage: 10 });
    expect(toReceivedQuery({ module: 'cmanagement', status: 'unread', page: 2 }, 20)).toEqual({ module: 'cmanagement', unread: true, page: 2, rowsPerPage: 20 });
    expect(toReceivedQuery({ module: null, status: 'read', page: 1 })).toEqual({ unread: false, page: 1, rowsPerPage: 10 });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ module: null, status: 'all', page: 4 }, { module: 'cbox' })).toEqual({ module: 'cbox', status: 'all', page: 1 });
  });
});

describe('notification settings state', () => {
  const list = [
    { module: 'cbox', in_app: true, email: true },
    { module: 'home', in_app: true, email: false },
    { module: 'cmanagement', in_app: false, email: true },
  ];

  it('switches one channel and keeps the other as it is', () => {
    expect(withChannel(list[0]!, 'email', false)).toEqual({ module: 'cbox', in_app: true, email: false });
    expect(withChannel(list[2]!, 'in_app', true)).toEqual({ module: 'cmanagement', in_app: true, email: true });
  });

  it('replaces one module in place and leaves the others', () => {
    const next = replaceSetting(list, { module: 'home', in_app: false, email: false });
    expect(next.map((setting) => setting.module)).toEqual(['cbox', 'home', 'cmanagement']);
    expect(next[1]).toEqual({ module: 'home', in_app: false, email: false });
    expect(next[0]).toBe(list[0]);
    expect(replaceSetting(list, { module: 'concrete', in_app: false, email: false })).toEqual(list);
  });

  it('offers the general channel first in the module filter', () => {
    expect(settingModules(list)).toEqual(['home', 'cbox', 'cmanagement']);
  });
});
