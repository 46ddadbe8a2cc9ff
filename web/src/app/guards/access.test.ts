import { describe, expect, it } from 'vitest';
import type { Me } from '@/lib/session';
import { findModule, moduleRoutes } from '../routes/route-table';
import { decideModuleRoute, moduleAccess, sidebarEntries } from './access';

type Access = Pick<Me, 'modules' | 'permissions'>;

const me: Access = {
  permissions: ['modulo_postventa', 'modulo_biblioteca'],
  modules: [
    { module: 'concrete', permission: 'modulo_hormigon', access: 'plan' },
    { module: 'quality', permission: 'modulo_calidad', access: 'profile' },
    { module: 'cbox', permission: 'modulo_biblioteca', access: 'granted' },
  ],
};

describe('module access', () => {
  it('takes the server decision from me.modules', () => {
    expect(moduleAccess(findModule('concrete'), me)).toBe('plan');
    expect(moduleAccess(findModule('quality'), me)).toBe('profile');
    expect(moduleAccess(findModule('cbox'), me)).toBe('granted');
  });

  it('falls back to the permission keys, any of which suffices', () => {
    expect(moduleAccess(findModule('warranties'), me)).toBe('granted');
    expect(moduleAccess(findModule('benchmark'), me)).toBe('profile');
  });

  it('always opens modules without a permission key', () => {
    expect(moduleAccess(findModule('home'), { permissions: [], modules: [] })).toBe('granted');
    expect(moduleAccess(findModule('config'), { permissions: [], modules: [] })).toBe('granted');
  });
});

describe('module route decision', () => {
  const warranties = findModule('warranties');

  it('renders known sub-routes when granted and reports unknown ones', () => {
    expect(decideModuleRoute(warranties, 'granted', 'fichas')).toEqual({ kind: 'render' });
    expect(decideModuleRoute(warranties, 'granted', 'nope')).toEqual({ kind: 'not-found' });
  });

  it('keeps a plan-locked module on its landing page', () => {
    expect(decideModuleRoute(warranties, 'plan', 'landing')).toEqual({ kind: 'render' });
    expect(decideModuleRoute(warranties, 'plan', 'fichas')).toEqual({ kind: 'redirect', to: '/warranties/landing' });
    expect(decideModuleRoute(findModule('cbox'), 'plan', 'folders')).toEqual({ kind: 'redirect', to: '/cbox/activation' });
    expect(decideModuleRoute(findModule('cbox'), 'plan', 'activation')).toEqual({ kind: 'render' });
  });

  it('forbids a profile-locked module everywhere', () => {
    expect(decideModuleRoute(warranties, 'profile', 'landing')).toEqual({ kind: 'forbidden' });
    expect(decideModuleRoute(warranties, 'profile', 'fichas')).toEqual({ kind: 'forbidden' });
  });
});

describe('sidebar', () => {
  it('hides profile-locked modules and keeps plan-locked ones', () => {
    const entries = sidebarEntries(moduleRoutes, me);
    const keys = entries.map((entry) => entry.route.key);
    expect(keys).not.toContain('quality');
    expect(keys).not.toContain('benchmark');
    expect(keys).toEqual(expect.arrayContaining(['home', 'config', 'concrete', 'cbox', 'warranties']));
    expect(entries.find((entry) => entry.route.key === 'concrete')?.access).toBe('plan');
  });
});
